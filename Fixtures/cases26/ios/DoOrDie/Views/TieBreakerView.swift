import SwiftUI

struct TieBreakerView: View {
    let match: Match
    let goldenRaidWinner: String?

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            if match.homePoints == match.awayPoints && match.status == "tie_breaker" {
                Text("Scores level — golden raid to decide")
                    .font(.headline)
            }
            Text(match.displayState.statusText)
            if let winner = goldenRaidWinner {
                Text(winner + " win the golden raid")
                    .font(.title3.bold())
            }
            Text(String(format: "%d : %d", match.homePoints, match.awayPoints))
                .font(.largeTitle.monospacedDigit())
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    TieBreakerView(match: PreviewData.liveMatch, goldenRaidWinner: "Patna Pirates")
}
