import SwiftUI

struct PenaltyCornerCard: View {
    let match: MatchDetail

    private var homeRate: String {
        guard match.homeCornersWon > 0 else { return "–" }
        let pct = Int((Double(match.homeCornersConverted) / Double(match.homeCornersWon) * 100).rounded())
        return "\(pct)%"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            Text("Penalty corners")
                .font(.headline)
            HStack {
                VStack(alignment: .leading) {
                    Text(match.homeTeam.code)
                    Text("\(match.homeCornersConverted)/\(match.homeCornersWon)")
                        .font(.title2.bold().monospacedDigit())
                    Text(homeRate).font(.caption)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text(match.awayTeam.code)
                    Text(String(format: "%d/%d", match.awayCornersConverted, match.awayCornersWon))
                        .font(.title2.bold().monospacedDigit())
                }
            }
            Text(match.cornersText)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.l)
        .background(RoundedRectangle(cornerRadius: Theme.Radius.card).fill(Color(.secondarySystemBackground)))
    }
}

#Preview {
    PenaltyCornerCard(match: PreviewFixtures.matchDetail)
}
