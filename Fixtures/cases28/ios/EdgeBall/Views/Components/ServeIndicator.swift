import SwiftUI

struct ServeIndicator: View {
    let players: [ServeSlot]

    var body: some View {
        HStack(spacing: Theme.Spacing.s) {
            ForEach(players.filter(\.isServing)) { slot in
                Circle()
                    .fill(Theme.Palette.ballOrange)
                    .frame(width: 6, height: 6)
                Text(slot.name)
                    .font(Typography.caption)
            }
        }
    }
}

struct ServeSlot: Identifiable, Hashable {
    let id: String
    let name: String
    let isServing: Bool
}
