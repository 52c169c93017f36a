import SwiftUI
import os

struct FollowButton: View {
    let match: Match
    @Environment(\.followService) private var followService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var isWorking = false
    private let logger = Logger(subsystem: "app.sevenmetre", category: "follow")

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            Label(followService.isFollowing(match.id) ? "Following" : "Follow",
                  systemImage: followService.isFollowing(match.id) ? "bell.fill" : "bell")
        }
        .disabled(isWorking)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        do {
            if followService.isFollowing(match.id) {
                try await followService.unfollow(matchId: match.id)
                await liveActivityService.end(matchId: match.id, finalState: nil)
            } else {
                try await followService.follow(matchId: match.id, teamId: nil)
                if match.displayState.isLive {
                    try await liveActivityService.start(for: match)
                }
            }
        } catch {
            logger.error("follow toggle failed: \(error.localizedDescription)")
            debugPrint(error)
        }
    }
}
