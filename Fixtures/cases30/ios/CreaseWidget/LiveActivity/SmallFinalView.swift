import AppIntents
import SwiftUI
import WidgetKit

/// Watch layout once the game is over: result plus a single dismiss control.
struct SmallFinalView: View {
    let display: LiveActivityDisplayState
    let gameId: String

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            Text(display.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Button(intent: MuteGameAlertsIntent(gameId: gameId)) {
                Label("Mute", systemImage: "bell.slash")
            }
        }
    }
}

#Preview("Small final", as: .content, using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.finalResult
}
