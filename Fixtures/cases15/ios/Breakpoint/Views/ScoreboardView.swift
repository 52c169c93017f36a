import SwiftUI

private struct ScoreboardView: View {
    let item: MatchItem
    private let columns = 5

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.sm) {
            row(item.home)
            row(item.away)
            Divider()
            HStack {
                Text(item.courtLabel)
                Spacer()
                Text(item.scoreSummary.split(separator: ",").last.map(String.init) ?? "")
            }
            .font(Typography.caption)
            ProgressView(value: Double(item.homeGames + item.awayGames), total: 12)
        }
        .padding(Theme.Spacing.lg)
        .background(RoundedRectangle(cornerRadius: CornerRadius.card).fill(.thinMaterial))
    }

    private func row(_ line: PlayerLine) -> some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(line.flag)
            Text(line.name).font(Typography.playerName)
            Spacer()
            ForEach(Array(line.setScores.prefix(columns)), id: \.self) { games in
                Text(games)
                    .font(Typography.scoreboard)
                    .foregroundStyle((Int(games) ?? 0) >= 6 ? Theme.Palette.courtGreen : .primary)
                    .frame(width: Theme.Size.scoreColumnWidth)
            }
        }
    }
}
