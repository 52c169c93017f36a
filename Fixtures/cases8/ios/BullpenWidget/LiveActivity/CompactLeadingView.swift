import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        HStack(spacing: WidgetMetrics.rowSpacing) {
            Text(state.compact.awayFlag)
            Text(state.compact.scoreText)
                .font(.caption.bold().monospacedDigit())
                .foregroundStyle(Color.bpChalk)
                .contentTransition(.numericText())
        }
    }
}

#Preview(as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    GameLiveActivity()
} contentStates: {
    LiveActivityPreviewData.bottomNinth
    LiveActivityPreviewData.rainDelay
}
