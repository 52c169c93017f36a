import SwiftUI

struct FollowButton: View {
    let raceId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false

    private var isFollowing: Bool { followService.followedRaceIds.contains(raceId) }

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            Image(systemName: isFollowing ? "bell.fill" : "bell")
                .frame(width: Theme.Size.followButton, height: Theme.Size.followButton)
        }
        .disabled(isWorking)
        .accessibilityLabel(isFollowing ? "Unfollow race" : "Follow race")
        .sensoryFeedback(.success, trigger: isFollowing)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if isFollowing {
            try? await followService.unfollow(raceId: raceId)
        } else {
            try? await followService.follow(raceId: raceId, teamId: nil)
        }
    }
}
