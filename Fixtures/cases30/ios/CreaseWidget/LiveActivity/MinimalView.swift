import SwiftUI
import WidgetKit

struct MinimalView: View {
    let display: LiveActivityDisplayState

    var body: some View {
        Text("\(display.awayGoals)-\(display.homeGoals)")
            .font(.caption2.monospacedDigit().bold())
            .minimumScaleFactor(0.6)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: LiveActivityPreviewData.attributes) {
    CreaseWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingText: "ATL 9", trailingText: "ARC 11", minimalText: "9–11"),
        expanded: LiveActivityExpanded(homeGoalsText: "11", awayGoalsText: "9", periodClockText: "Q3 4:12",
                                       shotClockText: "0:21", situationText: nil, lastEventText: nil, faceoffLine: nil),
        homeAbbrev: "ARC", awayAbbrev: "ATL", homeEmoji: "🏹", awayEmoji: "🌐", homeGoals: 11, awayGoals: 9,
        phase: "live", sentiment: "tense", isManUp: false, deepLink: "crease://game/pll-2025-wk6-archers-atlas"
    ).asContentState
}
