import SwiftUI

struct FollowButton: View {
    let game: GameCard
    @Environment(\.followService) private var followService
    @Environment(\.liveActivityService) private var liveActivities
    @State private var isWorking = false
    @State private var confirmation: String?

    var body: some View {
        content
            .disabled(isWorking)
            .overlay(alignment: .bottom) {
                if let confirmation {
                    Text(confirmation)
                        .font(.caption2)
                        .offset(y: Theme.Spacing.lg)
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        if followService.followedGameIds.contains(game.gameId) {
            Button("Unfollow", systemImage: "bell.slash") { Task { await unfollow() } }
        } else {
            Button("Follow", systemImage: "bell") { Task { await follow() } }
        }
    }

    private func follow() async {
        isWorking = true
        defer { isWorking = false }
        guard let response = try? await followService.follow(game, teamId: nil) else { return }
        confirmation = response.confirmationText
    }

    private func unfollow() async {
        isWorking = true
        defer { isWorking = false }
        try? await followService.unfollow(gameId: game.gameId)
    }
}
