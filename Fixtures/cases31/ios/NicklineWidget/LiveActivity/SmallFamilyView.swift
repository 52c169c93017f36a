import AppIntents
import SwiftUI
import WidgetKit

struct SmallFamilyView: View {
    let state: LiveActivityDisplayState
    let matchId: String

    var body: some View {
        VStack(spacing: WidgetMetrics.rowGap) {
            Text(state.gamesLine)
                .contentTransition(.numericText())
            HStack {
                Button(intent: MuteMatchIntent(matchId: matchId)) { Image(systemName: "bell.slash") }
                Button(intent: OpenReviewIntent(matchId: matchId)) { Image(systemName: "video") }
            }
        }
    }
}

#Preview("Watch", as: .content, using: LiveActivityPreviewData.attributes) {
    NicklineWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(matchTitle: "British Open F", gamesLine: "2–2", pointsLine: "9–8", serverName: "Elias", phaseLabel: "Game 5", phase: .live, sentiment: .tense, compact: .init(leadingText: "2", trailingText: "2", minimalText: "2–2"), expanded: LiveActivityPreviewData.expanded, lastEventText: "Stroke to Elias", reviewBanner: nil, updatedAt: 0)
}
