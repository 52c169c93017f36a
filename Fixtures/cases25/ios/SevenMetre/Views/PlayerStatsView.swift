import SwiftUI

struct PlayerStatsView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @State private var players: [PlayerStat] = []
    @State private var showOnlyOnCourt = false

    private var visiblePlayers: [PlayerStat] {
        showOnlyOnCourt ? players.filter(\.isOnCourt) : players
    }

    var body: some View {
        List {
            Toggle("On court only", isOn: $showOnlyOnCourt)
            ForEach(visiblePlayers) { player in
                HStack {
                    Text("#\(player.shirtNumber)")
                        .frame(width: 36, alignment: .leading)
                    VStack(alignment: .leading) {
                        Text(player.name)
                        Text(player.statsLine)
                            .font(.caption)
                    }
                    Spacer()
                    Text(String(format: "%d/%d", player.goals, player.shots))
                    if let saves = player.saves {
                        let rate = Double(saves) / Double(max(player.shots, 1))
                        Text(rate.formatted(.percent.precision(.fractionLength(0))))
                    }
                }
            }
        }
        .task {
            let data = try? Data(contentsOf: URL(string: "https://api.sevenmetre.app/matches/\(matchId)/players")!)
            if let data {
                players = (try? JSONDecoder().decode([PlayerStat].self, from: data)) ?? []
            }
        }
    }
}

#Preview {
    PlayerStatsView(matchId: "preview")
}
