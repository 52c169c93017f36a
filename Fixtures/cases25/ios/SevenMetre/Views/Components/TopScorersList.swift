import SwiftUI

struct TopScorersList: View {
    let players: [PlayerStat]
    let rows: [AnyView]

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            ForEach(players.sorted { $0.goals > $1.goals }.prefix(5)) { player in
                HStack {
                    Text(player.name)
                    Spacer()
                    Text(player.shootingLabel)
                }
            }
            ForEach(rows.indices, id: \.self) { rows[$0] }
        }
    }

    @ViewBuilder
    func badge(for player: PlayerStat) -> some View {
        if player.isGoalkeeper {
            Image(systemName: "hand.raised.fill")
        } else {
            Image(systemName: "figure.handball")
        }
    }
}

#Preview {
    TopScorersList(players: [], rows: [AnyView(Text("Gidsel 11/13"))])
}
