import SwiftUI

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetLayout.inlineSpacing) {
            Text(state.expanded.homeFlag)
            Text(state.compact.leadingText)
                .font(.caption.monospacedDigit().weight(.bold))
                .contentTransition(.numericText())
        }
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    EdgeBallWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.midGame
}
