import SwiftUI

struct GameRow: View {
    let game: GameItem

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                teamLine(game.awayTeam)
                teamLine(game.homeTeam)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: Theme.Spacing.xs) {
                Text("\(game.awayRuns)-\(game.homeRuns)")
                    .font(.headline.monospacedDigit())
                Text(game.status == .final ? "Final" : game.statusText)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            if game.status == .inProgress {
                Circle()
                    .fill(Color(red: 0.78, green: 0.06, blue: 0.18))
                    .frame(width: Theme.Size.baseDot, height: Theme.Size.baseDot)
            }
        }
        .padding(.vertical, Theme.Spacing.s)
        .opacity(game.status == .postponed ? 0.5 : 1)
        .overlay(alignment: .leading) {
            Rectangle().fill(accent).frame(width: Theme.Size.accentBar)
        }
    }

    private func teamLine(_ team: Team) -> some View {
        HStack {
            Text(team.flagEmoji)
            Text(team.abbreviation)
                .foregroundColor(Theme.Colors.chalk)
        }
    }

    /// Sentiment only picks a colour; the wording always comes from the API.
    private var accent: Color {
        switch game.sentiment {
        case .tense: Theme.Colors.warning
        case .historic: Theme.Colors.liveRed
        case .lopsided, .neutral: Color("RowAccent")
        }
    }
}
