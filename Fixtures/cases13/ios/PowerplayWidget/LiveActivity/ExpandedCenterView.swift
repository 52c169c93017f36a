import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(state.expanded.title)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
            if let equation = state.expanded.equationText {
                Text(equation)
                    .font(.caption2)
                    .foregroundStyle(WidgetColors.amber)
            }
        }
    }
}

#Preview("Expanded centre", as: .dynamicIsland(.expanded), using: PowerplayAttributes.preview) {
    PowerplayWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        phase: "live",
        scoreText: "142/5",
        oversText: "16.3",
        chaseText: "Need 38 from 21 balls",
        sentiment: "tense",
        compact: LiveActivityCompact(leadingText: "142/5", trailingText: "16.3", minimalText: "142"),
        expanded: LiveActivityExpanded(title: "MI v CSK", battingLine: "Pollard 41* (22)", bowlingLine: "Jadeja 3-0-24-1", equationText: "Need 38 from 21", lastBallText: "FOUR", partnershipText: nil),
        deepLink: URL(string: "powerplay://fixture/preview")!,
        updatedAt: .now
    )
}
