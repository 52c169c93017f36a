import SwiftUI

struct FollowingView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService

    private var followed: [MatchItem] {
        matchService.liveMatches.filter { followService.followedMatchIds.contains($0.matchId) }
    }

    var body: some View {
        NavigationStack {
            content()
                .navigationTitle("Following")
        }
    }

    private func content() -> AnyView {
        if followed.isEmpty {
            return AnyView(
                ContentUnavailableView("Nothing followed", systemImage: "bell.slash", description: Text("Tap the bell on a match to follow it."))
            )
        }
        return AnyView(
            List(followed, id: \.matchId) { item in
                LiveScoreCard(item: item)
            }
        )
    }
}
