import SwiftUI
import WidgetKit

/// Shown when two activities compete for the island; keep the score, drop the rest.
struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.scoreText)
            .font(.caption2.bold().monospacedDigit())
            .minimumScaleFactor(0.6)
            .contentTransition(.numericText())
            .animation(.snappy(duration: 0.4), value: state.compact.scoreText)
    }
}

#Preview(as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    GameLiveActivity()
} contentStates: {
    LiveActivityPreviewData.bottomNinth
}
