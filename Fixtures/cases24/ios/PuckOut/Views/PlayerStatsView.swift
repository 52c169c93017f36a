import SwiftUI

struct PlayerStatsView: View {
    let matchId: String

    @Environment(\.matchService) private var matchService
    @State private var stats: [PlayerStat] = []
    @State private var onPitchOnly = false

    var body: some View {
        NavigationStack {
            List {
                Toggle("On the pitch", isOn: $onPitchOnly)
                let visible = onPitchOnly ? stats.filter(\.isOnPitch) : stats
                let ranked = visible.sorted { lhs, rhs in
                    let l = lhs.scoreText.split(separator: "-").compactMap { Int($0) }
                    let r = rhs.scoreText.split(separator: "-").compactMap { Int($0) }
                    return (l.first ?? 0) * 3 + (l.last ?? 0) > (r.first ?? 0) * 3 + (r.last ?? 0)
                }
                ForEach(Array(ranked.prefix(15).enumerated()), id: \.element.id) { index, player in
                    row(player, rank: index + 1)
                }
            }
            .navigationTitle("Player stats")
            .task {
                stats = (try? await matchService.playerStats(matchId: matchId)) ?? []
            }
        }
    }

    private func row(_ player: PlayerStat, rank: Int) -> some View {
        HStack {
            Text("\(rank)")
                .frame(width: 24)
                .foregroundStyle(.secondary)
            VStack(alignment: .leading) {
                Text(player.name)
                Text(player.fromPlayText + " from play, " + player.fromFreesText + " frees")
                    .font(.caption)
            }
            Spacer()
            Text(player.scoreText)
                .bold()
            Text(player.widesText)
                .font(.caption)
            if let colour = player.cardColour, let card = CardColour(rawValue: colour) {
                CardChip(colour: card)
            }
        }
    }
}

#Preview {
    PlayerStatsView(matchId: "kk-lim-2026-aif")
}
