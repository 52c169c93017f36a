import SwiftUI

struct PlayerRowView: View {
    let player: Player

    var body: some View {
        HStack {
            Text(player.name)
            Spacer()
            trailing(for: player)
        }
    }

    private func trailing(for player: Player) -> AnyView {
        switch player.isOnCourt {
        case true:
            return AnyView(Image(systemName: "figure.volleyball"))
        case false:
            return AnyView(Text(player.position).foregroundStyle(.secondary))
        }
    }
}
