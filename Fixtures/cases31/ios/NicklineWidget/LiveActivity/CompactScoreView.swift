import SwiftUI
import WidgetKit

struct CompactScoreView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.monospacedDigit().bold())
            .foregroundStyle(Color.nkwAmber)
            .contentTransition(.numericText())
    }
}

extension CompactScoreView {
    static let placeholder = CompactScoreView(text: "–")
}

#Preview("Compact", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    NicklineWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(matchTitle: "El Gouna Open SF", gamesLine: "1–1", pointsLine: "10–10", serverName: "Gohar", phaseLabel: "Game 3", phase: .tieBreak, sentiment: .tense, compact: .init(leadingText: "1", trailingText: "1", minimalText: "1–1"), expanded: LiveActivityPreviewData.expanded, lastEventText: nil, reviewBanner: nil, updatedAt: 0)
}
