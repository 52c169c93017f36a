import SwiftUI

struct FollowButton: View {
    let match: MatchItem

    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowing: Bool {
        followService.followedMatchIds.contains(match.matchId)
    }

    var body: some View {
        Button(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "bell.fill" : "bell") {
            Task {
                isWorking = true
                defer { isWorking = false }
                if isFollowing {
                    try? await followService.unfollow(matchId: match.matchId)
                } else {
                    try? await followService.follow(match, from: nil)
                }
            }
        }
        .buttonStyle(.borderedProminent)
        .tint(isFollowing ? Theme.Colors.secondaryText : Theme.Colors.ball)
        .disabled(isWorking)
    }
}
