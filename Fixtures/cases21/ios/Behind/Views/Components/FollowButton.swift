import SwiftUI

struct FollowButton: View {
    let matchId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowed: Bool { followService.followedMatchIds.contains(matchId) }

    var body: some View {
        Button {
            Task {
                isWorking = true
                defer { isWorking = false }
                if isFollowed {
                    try? await followService.unfollow(matchId: matchId)
                } else {
                    try? await followService.follow(matchId: matchId, teamId: nil)
                }
            }
        } label: {
            Label(isFollowed ? "Following" : "Follow", systemImage: isFollowed ? "bell.fill" : "bell")
                .labelStyle(.iconOnly)
                .frame(width: Theme.Size.followButton, height: Theme.Size.followButton)
        }
        .disabled(isWorking)
        .foregroundStyle(isFollowed ? Theme.Palette.sherrin : .secondary)
    }
}
