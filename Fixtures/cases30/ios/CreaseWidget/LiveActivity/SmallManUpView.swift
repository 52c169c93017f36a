import AppIntents
import SwiftUI
import WidgetKit

/// Watch layout while a team is man-up: score, penalty clock, and controls.
struct SmallManUpView: View {
    let display: LiveActivityDisplayState
    let gameId: String
    let isMuted: Bool

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            Text(display.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
            Text(display.expanded.situationText ?? "")
                .font(.caption2)
            Button(intent: RefreshGameIntent(gameId: gameId)) {
                Image(systemName: "arrow.clockwise")
            }
            Toggle(isOn: isMuted, intent: MuteGameAlertsIntent(gameId: gameId)) {
                Image(systemName: "bell.slash")
            }
        }
    }
}

#Preview("Small man-up", as: .content, using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
