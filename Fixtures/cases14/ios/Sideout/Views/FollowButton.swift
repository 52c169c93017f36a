import SwiftUI

struct FollowButton: View {
    let matchId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    var body: some View {
        let isFollowing = followService.followedMatchIds.contains(matchId)
        Button(isFollowing ? "Following" : "Follow") {
            isWorking = true
            Task {
                if isFollowing {
                    try? await followService.unfollow(matchId: matchId)
                } else {
                    try? await followService.follow(matchId: matchId, teamId: nil)
                }
                isWorking = false
            }
        }
        .buttonStyle(.borderedProminent)
        .disabled(isWorking)
        .onAppear {
            Task {
                await followService.reconcile()
            }
        }
    }
}
