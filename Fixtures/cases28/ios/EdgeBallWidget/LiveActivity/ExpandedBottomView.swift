import SwiftUI
import WidgetKit

struct ExpandedBottomView: View {
    let state: LiveActivityDisplayState

    private var gamesPlayed: Int { state.expanded.gameHistory.count }

    var body: some View {
        VStack(spacing: WidgetLayout.rowSpacing) {
            HStack(spacing: WidgetLayout.inlineSpacing) {
                ForEach(Array(state.expanded.gameHistory.enumerated()), id: \.offset) { _, game in
                    Text(game)
                        .font(.caption2.monospacedDigit())
                        .padding(WidgetLayout.chipPadding)
                        .background(ContainerRelativeShape().fill(WidgetColors.chipBackground))
                }
            }
            Text("Game \(gamesPlayed + 1) of \(attributesBestOf)")
                .font(.caption)
            Text(state.expanded.statusText)
                .font(.caption.weight(.medium))
                .animation(.spring(duration: 3), value: state.expanded.statusText)
        }
    }

    private var attributesBestOf: Int { state.expanded.gameHistory.count > 5 ? 7 : 5 }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: LiveActivityPreviewData.attributes) {
    EdgeBallWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        matchID: "m-1",
        phaseLabel: "Live",
        sentiment: .tight,
        compact: LiveActivityCompact(leadingText: "2–2", trailingText: "9–9", minimalText: "9–9"),
        expanded: LiveActivityPreviewData.midGame.expanded,
        updatedAt: 1_757_671_200,
        staleAfterSeconds: nil
    )
}
