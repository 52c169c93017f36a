import SwiftUI

struct PlayerBadgeView: View {
    let player: PlayerSummary

    var body: some View {
        VStack(spacing: 4) {
            Text(player.flagEmoji)
                .font(.largeTitle)
            Text(player.shortName)
                .font(.headline)
                .foregroundColor(.primary)
            RankPill(ranking: player.ranking)
        }
        .frame(width: 96)
    }
}

private struct RankPill: View {
    let ranking: Int?

    var body: some View {
        if let ranking {
            Text("#\(ranking)")
                .font(.caption2.monospacedDigit())
                .padding(.horizontal, Theme.Spacing.badge)
                .background(Capsule().fill(Color(red: 0.05, green: 0.36, blue: 0.22)))
                .foregroundStyle(Theme.Colors.onBaize)
        }
    }
}

#Preview {
    PlayerBadgeView(player: .previewTrump)
}
