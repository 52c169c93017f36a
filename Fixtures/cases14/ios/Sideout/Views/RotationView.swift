import SwiftUI

struct RotationView: View {
    let players: [Player]
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    var body: some View {
        LazyVGrid(columns: columns, spacing: Spacing.m) {
            ForEach(players.filter { $0.isOnCourt }) { player in
                VStack(spacing: Spacing.xxs) {
                    Text(player.name.split(separator: " ").last.map(String.init) ?? player.name)
                    Text(player.position)
                        .font(Typography.caption)
                }
                .frame(width: 44, height: 44)
            }
        }
    }
}
