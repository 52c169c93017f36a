import SwiftUI

/// Shown at the top of a finished match. Parent: `MatchSummaryView`.
struct ResultBannerView: View {
    let outcome: MatchOutcome
    let resultText: String

    var body: some View {
        HStack(spacing: Theme.Spacing.small) {
            Image(systemName: "trophy")
            if case .tied = outcome {
                Text("Scores level")
            } else {
                Text(resultText)
            }
        }
        .font(Theme.Fonts.headline)
        .padding(Theme.Spacing.card)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Theme.Colors.cardBackground)
    }
}

struct MatchSummaryView: View {
    let summary: MatchSummary

    var body: some View {
        VStack(spacing: Theme.Spacing.medium) {
            ResultBannerView(outcome: summary.outcome, resultText: summary.resultText)
            Text(summary.playerOfMatchText)
            let rows = summary.inningsTotals
            ForEach(rows, id: \.self) { total in
                Text(total)
            }
        }
    }
}
