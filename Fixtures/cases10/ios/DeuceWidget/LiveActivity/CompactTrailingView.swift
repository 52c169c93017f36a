import SwiftUI
import WidgetKit

struct CompactTrailingView: View {
    let state: LiveActivityDisplayState

    var body: some View {
        Text(state.compact.trailingScore)
            .font(.caption.monospacedDigit().weight(.bold))
            .foregroundStyle(Color.dcBall)
            .contentTransition(.numericText())
            .animation(.easeInOut(duration: 2.5), value: state.compact.trailingScore)
    }
}

#Preview("Compact trailing", as: .dynamicIsland(.compact), using: MatchActivityAttributes.preview) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN •", trailingScore: "6-4 2-1", minimalScore: "2-1"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Alcaraz", homeCountryCode: "ITA", awayCountryCode: "ESP", setsLine: "6-4 2-1", pointsLine: "30-15", statusLine: "Set 2", footnote: nil),
        phase: .live,
        sentiment: .neutral,
        servingSide: .home,
        homeSetsWon: 1,
        awaySetsWon: 0,
        resumesAt: nil,
        matchURL: "deuce://match/rg25-ms-f",
        momentumNote: nil,
        updatedAt: .now
    )
}
