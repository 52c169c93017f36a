import SwiftUI

struct PlayerProfileView: View {
    let playerId: String
    @State private var player: Player?
    @State private var ranking: PlayerRanking?

    var body: some View {
        Form {
            if let player {
                Section("Profile") {
                    LabeledContent("Country", value: "\(player.flag) \(player.countryCode)")
                    LabeledContent("World ranking", value: player.worldRanking.map { "#\($0)" } ?? "—")
                }
            }
            if let ranking {
                Text(ranking.movementLabel)
            }
        }
        .task {
            let url = URL(string: "https://api.nickline.app/v1/players/\(playerId)")!
            let (data, _) = try! await URLSession.shared.data(from: url)
            player = try? JSONDecoder().decode(Player.self, from: data)
        }
    }
}
