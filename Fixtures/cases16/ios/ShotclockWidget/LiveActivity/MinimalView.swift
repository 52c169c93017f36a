// MinimalView.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct MinimalView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.minimalText)
            .contentTransition(.numericText())
            .font(.caption2.bold())
            .animation(.spring(duration: 1.2), value: state.compact.minimalText)
    }
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: GameActivityAttributes.preview) {
    ShotclockWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(gameId: "g1", homeScore: "99", awayScore: "97", periodLabel: "Q3", clockText: "5:10", shotClockText: nil, homeFoulsText: "2 fouls", awayFoulsText: "3 fouls", runText: nil, liveNote: nil, bonusText: nil, phase: .live, sentiment: .neutral, compact: LiveActivityCompact(leadingText: "DEN 99", trailingText: "LAL 97", minimalText: "99"), expanded: LiveActivityExpanded(headline: "Q3", homeLine: "DEN 99", awayLine: "LAL 97", footer: "5:10"))
}
