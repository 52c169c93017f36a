import SwiftUI

struct FollowButtonView: View {
    let matchId: String
    @Environment(\.followService) private var followService
    @State private var isWorking = false
    @State private var failed = false

    private var isFollowing: Bool {
        followService.followedMatchIds.contains(matchId)
    }

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            if isWorking {
                ProgressView()
            } else {
                Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "star.fill" : "star")
            }
        }
        .disabled(isWorking)
        .sensoryFeedback(.success, trigger: isFollowing)
        .alert("Couldn't update follow", isPresented: $failed) {
            Button("OK", role: .cancel) {}
        }
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        do {
            if isFollowing {
                try await followService.unfollow(matchId: matchId)
            } else {
                try await followService.follow(matchId: matchId, teamId: nil)
            }
        } catch {
            failed = true
        }
    }
}
