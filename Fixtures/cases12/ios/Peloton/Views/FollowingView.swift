import SwiftUI

struct FollowingView: View {
    @Environment(\.followService) private var followService
    @Environment(\.raceService) private var raceService

    private var followedRaces: [RaceHubItem] {
        raceService.races.filter { followService.followedRaceIds.contains($0.raceId) }
    }

    var body: some View {
        NavigationStack {
            List(followedRaces) { race in
                NavigationLink(value: race) {
                    RaceRowView(race: race)
                }
            }
            .navigationTitle("Following")
            .navigationDestination(for: RaceHubItem.self) { race in
                GCStandingsView(raceId: race.raceId)
            }
            .onAppear { Task { await followService.refresh() } }
        }
    }
}
