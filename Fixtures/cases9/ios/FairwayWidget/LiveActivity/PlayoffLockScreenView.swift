import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct PlayoffLockScreenView: View {
    let state: PlayoffActivityAttributes.ContentState

    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading) {
                Text(state.holeDisplay).font(.caption2)
                Text(state.leaderLine).font(.caption.monospacedDigit()).contentTransition(.numericText())
                Button(intent: OpenPlayoffIntent()) {
                    Image(systemName: "flag.2.crossed")
                }
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Text(state.statusLine).font(.subheadline.weight(.semibold))
                Text(state.leaderLine).font(.headline.monospacedDigit()).contentTransition(.numericText())
                Text(state.challengerLine).font(.headline.monospacedDigit()).contentTransition(.numericText())
            }
            .frame(width: 320, height: 96)
            .background(Color.fwPlayoffGold.opacity(0.2))
        }
    }
}

#Preview("Playoff", as: .content, using: PlayoffActivityAttributes(tournamentId: "masters-2025", tournamentName: "The Masters")) {
    PlayoffLiveActivity()
} contentStates: {
    PlayoffActivityAttributes.ContentState(
        holeDisplay: "Playoff hole 2 — 18th", leaderLine: "McIlroy 4", challengerLine: "Rose 5",
        statusLine: "McIlroy wins on the first extra hole", isDecided: true
    )
}
