import SwiftUI

struct ScorecardView: View {
    let innings: InningsSummary
    @State private var showsAllBatters = false

    private static let oversFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 1
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.medium) {
            Text(scoreText(innings.runs, innings.wickets))
                .font(.title2.monospacedDigit())
            Text(Self.oversFormatter.string(from: NSNumber(value: innings.oversBowled)) ?? "")
            Text(String(format: "%.2f an over", runRate))
            ForEach(visibleBatters, id: \.playerId) { batter in
                BatterRow(batter: batter)
            }
            Button(showsAllBatters ? "Show fewer" : "Show all") {
                withAnimation { showsAllBatters.toggle() }
            }
            PartnershipView(pair: Array(innings.batters.suffix(2)))
        }
    }

    private var runRate: Double {
        Double(innings.runs) / max(innings.oversBowled, 0.1)
    }

    private var visibleBatters: [BatterScore] {
        showsAllBatters ? innings.batters : Array(innings.batters.prefix(2))
    }

    private func scoreText(_ total: Int, _ fallen: Int) -> String {
        "\(total)/\(fallen)"
    }
}
