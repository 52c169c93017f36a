import SwiftUI

private struct PlayerProfileView: View {
    let playerId: String
    @State private var player: Player?
    @State private var loadError = false

    var body: some View {
        Group {
            if let player {
                VStack(alignment: .leading, spacing: Theme.Spacing.section) {
                    Text(player.name).font(.largeTitle.bold())
                    Text(player.rankingLabel)
                    Text(player.centuriesSummary)
                    Text(player.profileBlurb)
                }
            } else if loadError {
                Text("Couldn't load this player.")
            } else {
                ProgressView()
            }
        }
        .onAppear {
            Task {
                do {
                    let url = URL(string: "https://api.baulk.app/players/\(playerId)")!
                    let (data, _) = try await URLSession.shared.data(from: url)
                    player = try JSONDecoder.baulk.decode(Player.self, from: data)
                } catch {
                    loadError = true
                }
            }
        }
    }
}

struct PlayerProfileScreen: View {
    let playerId: String
    var body: some View { PlayerProfileView(playerId: playerId) }
}
