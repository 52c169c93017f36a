import ActivityKit
import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let context: ActivityViewContext<GameActivityAttributes>

    var body: some View {
        HStack(spacing: WidgetSpacing.gap) {
            Text(context.attributes.awayEmoji)
            Text(context.state.awayScoreText)
                .contentTransition(.numericText())
        }
        .foregroundStyle(WidgetColors.rzGreen)
    }
}

#Preview("Compact leading", as: .dynamicIsland(.compact), using: GameActivityAttributes.preview) {
    RedzoneWidgetLiveActivity()
} contentStates: {
    GameActivityAttributes.ContentState(scoreLine: "KC 17 – 14 BUF", awayScoreText: "17", homeScoreText: "14", downDistanceText: "3rd & 4", clockText: "2:11", periodLabel: "Q4", possessionTeam: "kc", situationNote: "")
}
