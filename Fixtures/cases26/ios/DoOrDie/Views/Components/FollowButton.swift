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
                    try? await followService.unfollow(matchId: matchId)
                } else {
                    try? await followService.follow(matchId: matchId, teamId: nil)
                }
            }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "bell.fill" : "bell")
        }
        .buttonStyle(.borderedProminent)
        .disabled(isWorking)
    }
}

#Preview {
    FollowButton(matchId: "pkl-2026-041")
}
