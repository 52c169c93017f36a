import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.inningText)
            .font(.caption2.monospacedDigit())
            .foregroundStyle(Color.bpChalk)
            .overlay(alignment: .topTrailing) {
                Text(state.compact.scoreText)
                    .font(.caption2.bold())
            }
    }
}

#Preview(as: .dynamicIsland(.compact), using: GameActivityAttributes(gameId: "g1", awayTeamName: "Cubs", homeTeamName: "Cardinals", venue: "Busch Stadium")) {
    GameLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        phase: .live,
        compact: LiveActivityCompact(awayAbbr: "CHC", homeAbbr: "STL", awayFlag: "🐻", homeFlag: "🐦", scoreText: "3-2", inningText: "B7"),
        expanded: LiveActivityPreviewData.bottomNinth.expanded,
        sentiment: .tense,
        relevance: 80
    )
}
