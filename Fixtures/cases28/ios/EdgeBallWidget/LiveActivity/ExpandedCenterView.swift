import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityDisplayState
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack(spacing: WidgetLayout.inlineSpacing) {
            Text(state.expanded.pointsText)
                .font(.title3.monospacedDigit().weight(.bold))
                .contentTransition(.numericText())
            if let note = state.expanded.noteText {
                Text(note)
                    .font(.caption2)
            }
            Text(state.expanded.statusText)
                .font(.caption)
                .animation(isLuminanceReduced ? nil : .smooth(duration: 1.5), value: state.expanded.statusText)
        }
    }
}

#Preview("Center", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    EdgeBallWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.midGame
}
