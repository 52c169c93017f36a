import SwiftUI

extension LeaderboardView {
    var roundStatusLine: String {
        switch tournament.currentRound {
        case tournament.totalRounds:
            return "Final round"
        case 1:
            return "Opening round"
        default:
            return "Round \(tournament.currentRound)"
        }
    }

    @ViewBuilder
    var statusHeader: some View {
        if tournament.statusDisplay.contains("Suspended") {
            Label("Play suspended", systemImage: "cloud.bolt.rain")
                .foregroundStyle(.orange)
        } else {
            Text(roundStatusLine)
                .font(.headline)
        }
    }
}
