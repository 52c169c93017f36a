import SwiftUI

struct FavouritesView: View {
    let favourites: [Side]
    @Binding var selection: Side?
    @Environment(\.followService) private var followService

    var body: some View {
        List(favourites, selection: $selection) { side in
            HStack {
                Text(side.flagEmoji)
                Text(side.name)
            }
            .swipeActions {
                Button(role: .destructive) {
                    Task { await followService.unfollow(sideID: side.id) }
                } label: {
                    Image(systemName: "star.slash")
                }
                .accessibilityLabel("Remove \(side.name) from favourites")
            }
        }
    }
}
