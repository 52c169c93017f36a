import SwiftUI
import WidgetKit

struct CompactLeadingView: View {
    let state: MatchActivityAttributes.ContentState

    private var minute: Int {
        Int(state.display.compact.clockText.prefix(while: \.isNumber)) ?? 0
    }

    var body: some View {
        HStack(spacing: WidgetMetrics.compactSpacing) {
            Text(state.display.compact.homeCode)
                .font(.caption.weight(.heavy))
            Gauge(value: Double(min(minute, 80)), in: 0...80) {
                EmptyView()
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.maulGold)
        }
    }
}

#Preview("Compact", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
    MaulWidgetLiveActivity()
} contentStates: {
    MatchActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(homeCode: "CRU", awayCode: "BLU", scoreText: "24–17", clockText: "58'"),
            expanded: LiveActivityExpanded(
                title: "Crusaders v Blues",
                homeName: "Crusaders",
                awayName: "Blues",
                homeScoreText: "24",
                awayScoreText: "17",
                clockText: "58'",
                phaseLabel: "2nd half",
                lastEventText: nil,
                sinBinText: nil,
                footnote: nil
            ),
            sentiment: .tight,
            isLive: true
        ),
        homeScore: 24,
        awayScore: 17,
        updatedAt: 1_748_678_400,
        tmoPending: false
    )
}
