import SwiftUI

struct FollowingView: View {
    @Environment(\.liveActivityService) private var liveActivityService
    @Environment(\.raceCardService) private var raceCardService
    @State private var searchText = ""

    private var followedRaces: [Race] {
        raceCardService.meetings
            .flatMap(\.races)
            .filter { liveActivityService.activeRaceIds.contains($0.raceId) }
    }

    var body: some View {
        NavigationStack {
            List(followedRaces) { race in
                VStack(alignment: .leading) {
                    Text(race.raceName)
                    Text(race.statusText)
                        .font(.caption)
                        .foregroundStyle(race.isLive ? Theme.Colors.live : Theme.Colors.muted)
                }
                .swipeActions {
                    Button("Unfollow", role: .destructive) {
                        Task { await liveActivityService.endActivity(raceId: race.raceId) }
                    }
                }
            }
            .overlay {
                if followedRaces.isEmpty {
                    ContentUnavailableView("Nothing followed yet", systemImage: "star", description: Text("Follow a horse from any race card."))
                }
            }
            .searchable(text: $searchText)
            .navigationTitle(searchText.isEmpty ? "Following" : "Results for \"\(searchText)\"")
        }
    }
}
