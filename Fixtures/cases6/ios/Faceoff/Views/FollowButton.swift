import SwiftUI

struct FollowButton: View {
    let game: GameItem
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            label(isFollowing: followService.isFollowing(game.gameId))
        }
        .buttonStyle(.borderedProminent)
        .disabled(isWorking)
    }

    @ViewBuilder
    private func label(isFollowing: Bool) -> some View {
        if isFollowing {
            Label("Following", systemImage: "checkmark")
        } else {
            Label("Follow", systemImage: "plus")
        }
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if followService.isFollowing(game.gameId) {
            try? await followService.unfollow(gameId: game.gameId)
        } else {
            try? await followService.follow(game, teamId: nil)
        }
    }
}

#Preview {
    FollowButton(game: PreviewData.liveGame)
}
