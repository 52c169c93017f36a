import SwiftUI

struct FollowButton: View {
    let matchId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowing: Bool {
        followService.followedMatchIds.contains(matchId)
    }

    var body: some View {
        Button {
            Task {
                isWorking = true
                defer { isWorking = false }
                if isFollowing {
                    await followService.unfollow(matchId: matchId)
                } else {
                    await followService.follow(matchId: matchId)
                }
            }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "star.fill" : "star")
        }
        .disabled(isWorking)
        .sensoryFeedback(.success, trigger: isFollowing)
    }
}
