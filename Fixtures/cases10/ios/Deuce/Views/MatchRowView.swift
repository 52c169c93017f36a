import SwiftUI

struct MatchRowView: View {
    var match: MatchItem

    var body: some View {
        HStack(alignment: .center, spacing: Spacing.md) {
            VStack(alignment: .leading, spacing: Spacing.xs) {
                PlayerLine(side: match.home)
                PlayerLine(side: match.away)
            }
            VStack(alignment: .trailing, spacing: Spacing.xs) {
                Text(match.statusText)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(match.isLive ? Palette.live : Palette.muted)
                Text(match.courtLabel)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .cardStyle()
        .liveOutline(match.isLive)
        .accessibilityIdentifier("match-row-\(match.matchId)")
    }
}

#Preview {
    MatchRowView(match: .previewLive)
        .padding()
}

struct PlayerLine: View {
    let side: MatchSide

    var body: some View {
        HStack(spacing: Spacing.sm) {
            Text(FlagEmoji.emoji(for: side.countryCode))
            Text(side.name)
                .fontWeight(side.isWinner ? .semibold : .regular)
                .lineLimit(1)
            if let seed = side.seedLabel {
                Text(seed)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if side.isServing {
                ServeIndicatorView()
            }
            Spacer()
            ForEach(Array(side.setScores.enumerated()), id: \.offset) { _, games in
                Text(games)
                    .monospacedDigit()
                    .frame(width: 18)
            }
        }
    }
}
