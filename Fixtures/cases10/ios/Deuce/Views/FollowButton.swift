import SwiftUI

struct FollowButton: View {
    let match: MatchItem
    @Environment(\.followService) private var followService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var isWorking = false

    private var isFollowing: Bool {
        followService.followedMatchIds.contains(match.matchId)
    }

    var body: some View {
        Button {
            Task { await toggle() }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "star.fill" : "star")
        }
        .disabled(isWorking)
        .sensoryFeedback(.success, trigger: isFollowing)
    }

    private func toggle() async {
        isWorking = true
        defer { isWorking = false }
        if isFollowing {
            await followService.unfollow(matchId: match.matchId, finalState: nil)
            return
        }
        guard let response = try? await followService.follow(match, playerId: nil) else { return }
        if match.isLive, let state = response.liveActivityState {
            let attributes = MatchActivityAttributes(
                matchId: match.matchId,
                tournamentName: match.roundLabel,
                roundLabel: match.roundLabel,
                homeCountryCode: match.home.countryCode,
                awayCountryCode: match.away.countryCode
            )
            try? await liveActivityService.startActivity(for: match, attributes: attributes, initialState: state)
        }
    }
}
