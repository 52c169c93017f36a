import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimalScore)
            .font(.caption2.monospacedDigit().weight(.bold))
            .contentTransition(.numericText())
            .foregroundStyle(Color.dcBall)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: MatchActivityAttributes.preview) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState.previewSuspended
}
