import SwiftUI
import WidgetKit

struct ExpandedScoreView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            HStack {
                Text(display.expanded.awayGoalsText)
                    .contentTransition(.numericText(value: Double(display.awayGoals)))
                Text("–")
                Text(display.expanded.homeGoalsText)
            }
            .font(.title2.monospacedDigit().bold())
            if display.phase == "overtime" {
                Text("SUDDEN VICTORY")
                    .font(.caption2.bold())
            } else {
                Text(display.expanded.periodClockText)
                    .font(.caption2)
            }
            Text("\(display.homeGoals + display.awayGoals) goals")
                .font(.caption2)
        }
        .animation(.easeInOut(duration: 3), value: display.homeGoals)
    }
}

#Preview("Expanded score", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityPreviewData.suddenVictory
}
