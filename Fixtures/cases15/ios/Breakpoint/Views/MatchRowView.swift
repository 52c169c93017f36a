import SwiftUI

struct MatchRowView: View {
    let item: MatchItem

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            HStack {
                Text(item.roundLabel)
                    .font(Typography.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                if item.phase == "rain_delay" {
                    Label("Rain delay", systemImage: "cloud.rain")
                        .font(Typography.caption)
                } else {
                    Text(item.statusText)
                        .font(Typography.caption)
                }
            }
            playerLine(item.home)
            playerLine(item.away)
            Text("\(item.homeGames)–\(item.awayGames) in the set")
                .font(Typography.caption)
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 6)
        .background(item.isLive ? Theme.Palette.courtGreen.opacity(0.08) : .clear)
    }

    private func playerLine(_ line: PlayerLine) -> some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(line.flag)
            Text(line.name)
                .font(Typography.playerName)
                .fontWeight(line.isWinner ? .bold : .regular)
            if line.isServing {
                Circle()
                    .fill(Theme.Palette.ballYellow)
                    .frame(width: Theme.Size.serveDot, height: Theme.Size.serveDot)
            }
            Spacer()
            ForEach(Array(line.setScores.enumerated()), id: \.offset) { _, games in
                Text(games)
                    .frame(width: Theme.Size.scoreColumnWidth)
            }
        }
    }
}
