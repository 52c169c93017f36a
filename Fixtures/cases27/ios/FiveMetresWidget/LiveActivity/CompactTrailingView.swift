import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let compact: LiveActivityCompact

    var body: some View {
        Text(compact.scoreText)
            .font(.caption.monospacedDigit().bold())
            .animation(.easeInOut(duration: 3), value: compact.scoreText)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: MatchActivityAttributes.preview) {
    FiveMetresWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(homeCode: "ESP", awayCode: "GRE", homeFlag: "🇪🇸", awayFlag: "🇬🇷", scoreText: "12–11", periodText: "Q3 4:02", minimalText: "12–11"),
            expanded: LiveActivityPreviewData.expanded,
            phase: .live,
            sentiment: .tense,
            updatedAt: .now
        ),
        sequence: 3
    )
}
