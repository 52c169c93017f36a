import SwiftUI

struct ScoreboardView: View {
    let match: MatchItem

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Grid(alignment: .leading, horizontalSpacing: Spacing.md, verticalSpacing: Spacing.sm) {
                row(for: match.home)
                row(for: match.away)
            }
            Text("\(match.home.setScores.last ?? "0")-\(match.away.setScores.last ?? "0")")
                .font(Typography.score)
            Text("Games this set: \(match.homeGames + match.awayGames)")
                .font(.caption)
                .foregroundStyle(.secondary)
            if match.currentSet == 3 && match.homeGames == 6 && match.awayGames == 6 {
                Text("Final-set tiebreak")
                    .font(.caption.weight(.semibold))
            }
        }
        .cardStyle()
    }

    private func row(for side: MatchSide) -> some View {
        GridRow {
            Text(side.shortName)
                .font(.headline)
            ForEach(Array(side.setScores.enumerated()), id: \.offset) { _, games in
                SetScoreColumn(games: games)
            }
        }
    }
}

/// One set's games for one player. Tiebreak sets arrive as "7(4)".
struct SetScoreColumn: View {
    let games: String

    var body: some View {
        let parts = games.split(separator: "(")
        HStack(alignment: .top, spacing: Spacing.xxs) {
            Text(String(parts.first ?? ""))
                .monospacedDigit()
            if parts.count > 1 {
                Text(parts[1].dropLast())
                    .font(.caption2)
                    .baselineOffset(6)
            }
        }
    }
}

/// Wraps arbitrary content in the card chrome. Content is type-erased once,
/// at init, so callers can keep heterogeneous cards in one array.
struct CardContainer: View {
    let content: AnyView

    init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
    }

    var body: some View {
        content
            .cardStyle()
    }
}

struct ScoreCell: View {
    let value: String
    let isCurrentSet: Bool

    var body: some View {
        cell
    }

    @ViewBuilder
    private var cell: some View {
        if isCurrentSet {
            Text(value)
                .fontWeight(.bold)
                .foregroundStyle(Palette.ball)
        } else {
            Text(value)
                .foregroundStyle(.secondary)
        }
    }
}
