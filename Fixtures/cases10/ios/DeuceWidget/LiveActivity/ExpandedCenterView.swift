import SwiftUI
import WidgetKit

struct ExpandedCenterView: View {
    let state: LiveActivityDisplayState
    let attributes: MatchActivityAttributes

    var body: some View {
        VStack(spacing: WidgetMetrics.tightSpacing) {
            Text(attributes.roundLabel)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text("Set \(state.homeSetsWon + state.awaySetsWon + 1)")
                .font(.caption.weight(.semibold))
            if state.phase == .suspended {
                Text("Rain delay")
                    .font(.caption2)
                    .foregroundStyle(Color.dcLive)
            }
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: MatchActivityAttributes.preview) {
    DeuceWidgetLiveActivity()
} contentStates: {
    LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SWI", trailingScore: "3-6 5-5", minimalScore: "5-5"),
        expanded: LiveActivityExpanded(homeName: "Swiatek", awayName: "Sabalenka", homeCountryCode: "POL", awayCountryCode: "BLR", setsLine: "3-6 5-5", pointsLine: "40-AD", statusLine: "Set 2", footnote: "Rain delay"),
        phase: .suspended,
        sentiment: .tight,
        servingSide: .home,
        homeSetsWon: 0,
        awaySetsWon: 1,
        resumesAt: .now.addingTimeInterval(1200),
        matchURL: "deuce://match/rg25-ws-f",
        momentumNote: nil,
        updatedAt: .now
    )
}
