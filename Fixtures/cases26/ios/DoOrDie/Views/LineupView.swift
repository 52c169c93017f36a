import SwiftUI

struct LineupView: View {
    let players: [Player]
    let teamName: String

    var body: some View {
        List {
            Section(teamName) {
                ForEach(players.filter(\.isOnMat)) { player in
                    HStack {
                        Text(player.name)
                        Spacer()
                        Image(systemName: icon(for: player.position))
                            .foregroundStyle(.secondary)
                            // umpire:disable-next-line hardcoded-spacing --
                            .padding(.leading, 2)
                    }
                }
            }
            Section("Bench") {
                ForEach(players.filter { !$0.isOnMat }) { player in
                    Text(player.name)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func icon(for position: PlayerPosition) -> String {
        switch position {
        case .raider: "figure.run"
        case .leftCorner, .rightCorner: "shield.lefthalf.filled"
        case .cover: "shield"
        case .allRounder: "figure.mixed.cardio"
        }
    }
}

#Preview {
    LineupView(players: [
        Player(playerId: "p1", name: "Sachin", position: .raider, jerseyNumber: 7, isOnMat: true, isCaptain: true),
        Player(playerId: "p2", name: "Ankit", position: .leftCorner, jerseyNumber: 4, isOnMat: false, isCaptain: false),
    ], teamName: "Patna Pirates")
}
