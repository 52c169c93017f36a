import AppIntents
import SwiftUI
import WidgetKit

/// Apple Watch Smart Stack and CarPlay layout.
struct SmallFamilyView: View {
    let display: LiveActivityDisplayState
    let gameId: String

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            Text(display.compact.minimalText)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText(value: Double(display.homeGoals)))
            Text(display.expanded.periodClockText)
                .font(.caption2)
            HStack {
                Button(intent: MuteGameAlertsIntent(gameId: gameId)) {
                    Image(systemName: "bell.slash")
                }
                Button(intent: RefreshGameIntent(gameId: gameId)) {
                    Image(systemName: "arrow.clockwise")
                }
            }
        }
    }
}

#Preview("Small", as: .content, using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.thirdQuarter
}
