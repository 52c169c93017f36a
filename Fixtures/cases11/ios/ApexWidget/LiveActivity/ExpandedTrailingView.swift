import SwiftUI

struct ExpandedTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .trailing, spacing: WidgetColors.rowSpacing) {
            Text(state.expanded.gapLabel)
                .font(.title3.monospacedDigit())
            Text(state.lapLabel)
                .font(.caption)
                .contentTransition(.numericText())
        }
        .animation(.spring(duration: 3.5), value: state.expanded.gapLabel)
    }
}

#Preview {
    ExpandedTrailingView(state: LiveActivityPreviewData.racing)
}
