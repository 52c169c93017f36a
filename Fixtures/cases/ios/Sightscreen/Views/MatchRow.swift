import SwiftUI

struct MatchRow: View {
    let game: MatchItem

    var body: some View {
        HStack(spacing: Theme.Spacing.medium) {
            VStack(alignment: .leading, spacing: Theme.Spacing.small) {
                Text(game.homeTeam.abbreviation + " v " + game.awayTeam.abbreviation)
                    .font(.headline)
                Text(game.startTime > .now ? game.displayState.startsText : game.displayState.statusText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            MatchBadge(item: game)
            if let leadText {
                Text(leadText)
                    .font(.caption.monospacedDigit())
            }
        }
    }

    private var leadText: String? {
        guard let home = Int(game.homeScore ?? ""),
              let away = Int(game.awayScore ?? "") else { return nil }
        let lead = home - away
        return "Lead by \(lead)"
    }
}

#Preview {
    MatchRow(game: PreviewMatches.liveItem)
}
