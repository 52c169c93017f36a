import SwiftUI

struct PlayerStatsView: View {
    let players: [PlayerStat]
    @State private var sortByGoals = true

    var body: some View {
        let ranked = players
            .sorted { sortByGoals ? $0.goals > $1.goals : $0.circleEntries > $1.circleEntries }
            .enumerated()
            .map { (rank: $0.offset + 1, player: $0.element) }
        let teamGoals = players.reduce(0) { $0 + $1.goals }

        List {
            Section {
                ForEach(ranked, id: \.player.id) { entry in
                    HStack {
                        Text("#\(entry.player.shirtNumber)")
                            .foregroundStyle(.secondary)
                        Text(entry.player.fullName)
                        Spacer()
                        Text(entry.player.statLine)
                            .font(.caption.monospacedDigit())
                    }
                }
            } footer: {
                Text("\(teamGoals) goals from open play and set pieces")
            }
        }
        .toolbar {
            Button(sortByGoals ? "Sort by circle entries" : "Sort by goals") {
                sortByGoals.toggle()
                print("sort toggled", sortByGoals)
            }
        }
    }
}

#Preview {
    PlayerStatsView(players: PreviewFixtures.players)
}
