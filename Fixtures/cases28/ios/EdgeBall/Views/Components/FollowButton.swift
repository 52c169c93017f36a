import SwiftUI

struct FollowButton: View {
    let matchId: String
    @Environment(\.followService) private var followService
    @State private var busy = false

    private var isFollowing: Bool { followService.followedMatchIds.contains(matchId) }

    var body: some View {
        Button {
            Task {
                busy = true
                defer { busy = false }
                if isFollowing {
                    try? await followService.unfollow(matchId: matchId)
                } else {
                    try? await followService.follow(matchId: matchId, playerId: nil)
                }
            }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "star.fill" : "star")
        }
        .disabled(busy)
        .frame(minWidth: Theme.Size.followButton, minHeight: Theme.Size.followButton)
    }
}
