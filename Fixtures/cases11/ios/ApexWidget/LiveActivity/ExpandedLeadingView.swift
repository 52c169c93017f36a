import SwiftUI

struct ExpandedLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetColors.rowSpacing) {
            Text(state.expanded.positionLabel)
                .font(.title2.bold())
                .contentTransition(.numericText())
            Text(state.expanded.tyreLabel)
                .font(.caption)
                .foregroundColor(WidgetColors.secondaryText)
        }
    }
}

#Preview {
    ExpandedLeadingView(state: LiveActivityPreviewData.racing)
}
