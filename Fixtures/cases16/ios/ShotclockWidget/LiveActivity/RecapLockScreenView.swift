// RecapLockScreenView.swift
// ShotclockWidget

import SwiftUI
import WidgetKit

struct RecapLockScreenView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetLayout.rowSpacing) {
            Text(state.expanded.headline)
            Text(state.expanded.footer)
        }
        .padding(WidgetLayout.margin)
        .transition(.opacity.animation(.easeIn(duration: 4)))
    }
}

#Preview("Recap", as: .content, using: RecapActivityAttributes(gameId: "g1", headline: "Final")) {
    ShotclockRecapLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        gameId: "g1", homeScore: "118", awayScore: "112", periodLabel: "Final", clockText: "",
        shotClockText: nil, homeFoulsText: "", awayFoulsText: "", runText: nil, liveNote: nil, bonusText: nil,
        phase: .final, sentiment: .neutral,
        compact: LiveActivityCompact(leadingText: "LAL 112", trailingText: "DEN 118", minimalText: "118"),
        expanded: LiveActivityExpanded(headline: "Nuggets win", homeLine: "DEN 118", awayLine: "LAL 112", footer: "Final")
    )
}
