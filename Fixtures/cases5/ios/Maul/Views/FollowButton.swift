import SwiftUI

struct FollowButton: View {
    let match: MatchItem
    @Environment(\.followService) private var followService
    @State private var isWorking = false
    @State private var failed = false

    private var isFollowing: Bool {
        followService.followedMatchIds.contains(match.matchId)
    }

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "bell.fill" : "bell")
                .labelStyle(.titleAndIcon)
        }
        .buttonStyle(.bordered)
        .foregroundStyle(isFollowing ? Theme.Colors.accent : .primary)
        .disabled(isWorking)
        .sensoryFeedback(.error, trigger: failed)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        do {
            if isFollowing {
                try await followService.unfollow(matchId: match.matchId)
            } else {
                try await followService.follow(match, teamId: nil)
            }
        } catch {
            failed.toggle()
        }
    }
}

#Preview {
    FollowButton(match: PreviewData.liveItem)
}
