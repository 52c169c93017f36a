import SwiftUI

struct FollowButton: View {
    let gameId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowing: Bool { followService.followedGameIds.contains(gameId) }

    var body: some View {
        Button(isFollowing ? "Following" : "Follow") {
            Task { await toggle() }
        }
        .buttonStyle(.borderedProminent)
        .disabled(isWorking)
        .frame(minWidth: Theme.Metrics.followButtonMinWidth)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if isFollowing {
            try? await followService.unfollow(gameId: gameId)
        } else if let game = PreviewFixtures.game(id: gameId) {
            try? await followService.follow(game, teamId: nil)
        }
    }
}
