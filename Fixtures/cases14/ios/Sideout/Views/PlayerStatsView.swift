import SwiftUI

struct PlayerStatsView: View {
    let players: [Player]
    let setsPlayed: Int

    var body: some View {
        let ranked = players.sorted { ($0.kills + $0.blocks + $0.aces) > ($1.kills + $1.blocks + $1.aces) }
        Grid(alignment: .leading, horizontalSpacing: Spacing.m, verticalSpacing: Spacing.s) {
            GridRow {
                Text("Player")
                Text("Kills")
                Text("Hit %")
            }
            .font(Typography.caption)
            ForEach(ranked) { player in
                GridRow {
                    Text(player.name)
                    Text("\(player.kills) kills")
                    Text(player.hittingPctLabel)
                }
            }
        }
    }
}
