import SwiftUI

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.homeFlag)
            Text("\(state.homeScore)")
                .font(.caption.bold())
                .foregroundColor(WidgetColors.chalk)
        }
    }
}

#Preview {
    CompactLeadingView(state: LiveActivityPreviewData.liveQ3)
}
