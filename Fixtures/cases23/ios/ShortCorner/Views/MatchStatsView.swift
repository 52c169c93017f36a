import SwiftUI

struct MatchStatsView: View {
    let match: MatchDetail

    private var homeCircleEntries: Int {
        let parts = match.cornersText.components(separatedBy: " — ")
        return Int(parts.first?.filter(\.isNumber) ?? "") ?? 0
    }

    private var possessionValue: Double {
        Double(match.possessionText.dropLast()) ?? 50
    }

    var body: some View {
        VStack(spacing: Theme.Spacing.l) {
            PossessionBar(homePossession: match.homePossession, possessionText: match.possessionText)
            PenaltyCornerCard(match: match)
            Gauge(value: possessionValue, in: 0...100) {
                Text("Possession")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            LabeledContent("Circle entries", value: homeCircleEntries.description)
            if match.quarter == 4 && match.homeScore == match.awayScore {
                Text("Level in the final quarter")
                    .font(.footnote.bold())
            }
            if let timeouts = match.statusText.range(of: #"\d+ min"#, options: .regularExpression) {
                Text(match.statusText[timeouts])
                    .font(.caption)
            }
        }
    }
}

#Preview {
    MatchStatsView(match: PreviewFixtures.matchDetail)
}
