import SwiftUI

/// One row in the fixtures list.
/// Shows whatever the backend puts in statusText ("Stumps", "Lunch", "Rain delay").
struct MatchCardView: View {
    let match: MatchSummary
    var showsCompetition: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            if showsCompetition {
                Text(match.competition)
                    .font(.caption)
            }
            Text(match.pairing())
                .font(.headline)
            footer
        }
        .padding(Theme.Spacing.medium)
        .background(match.display.accent.opacity(0.12), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    @ViewBuilder
    private var footer: some View {
        if isWrappedUp(match.state) {
            Text(match.display.resultText ?? match.display.statusText)
                .font(.subheadline.weight(.semibold))
        } else {
            Text(match.display.statusText)
                .font(.subheadline)
        }
    }
}

private func isWrappedUp(_ state: MatchSummary.MatchState) -> Bool {
    state == .finished || state == .abandoned
}

#Preview {
    MatchCardView(match: .preview(status: "Rain delay"), showsCompetition: true)
}
