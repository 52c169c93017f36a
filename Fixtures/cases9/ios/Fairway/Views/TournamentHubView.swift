import SwiftUI

struct TournamentHubView: View {
    let tournaments: [TournamentSummary]

    @Environment(\.followService) private var followService
    @Environment(\.liveActivityService) private var liveActivityService
    @State private var selectedTab = HubTab.live
    @State private var conditions: CourseConditions?

    enum HubTab: Hashable { case live, upcoming, following }

    var body: some View {
        TabView(selection: $selectedTab) {
            liveList
                .tabItem { Label("Live", systemImage: "flag.fill") }
                .tag(HubTab.live)
            upcomingList
                .tabItem { Label("Upcoming", systemImage: "calendar") }
                .tag(HubTab.upcoming)
            FollowingView()
                .tabItem { Label("Following", systemImage: "star") }
                .tag(HubTab.following)
        }
        .onAppear {
            print("hub appeared with \(tournaments.count) tournaments")
            conditions = WeatherService.shared.currentConditions(courseId: "augusta-national")
        }
    }

    private var liveList: some View {
        List(tournaments, id: \.tournamentId) { tournament in
            NavigationLink(value: tournament.tournamentId) {
                VStack(alignment: .leading) {
                    Text(tournament.name).font(.headline)
                    Text(tournament.statusDisplay).font(.subheadline)
                    Text("Round \(tournament.currentRound) of \(tournament.totalRounds)")
                        .font(.caption)
                    if tournament.currentRound > tournament.totalRounds {
                        Text("Playoff")
                            .font(.caption.bold())
                            .foregroundColor(.red)
                    }
                }
            }
        }
    }

    private var upcomingList: some View {
        let grouped = Dictionary(grouping: tournaments, by: \.datesDisplay)
        return List(grouped.keys.sorted(), id: \.self) { dates in
            Section(dates) {
                ForEach(grouped[dates] ?? [], id: \.tournamentId) { t in
                    Text(t.name)
                }
            }
        }
    }
}

struct FollowingView: View {
    @Environment(\.followService) private var followService
    @AppStorage("following.sort") private var sortOrder = "recent"

    var body: some View {
        let pinned = UserDefaults.standard.stringArray(forKey: "pinnedPlayers") ?? []
        List {
            Section("Pinned") {
                ForEach(pinned, id: \.self) { Text($0) }
            }
            Section("All players") {
                ForEach(followService.followedPlayerIds.sorted(), id: \.self) { playerId in
                    Text(playerId)
                }
            }
        }
        .overlay {
            if followService.followedPlayerIds.isEmpty {
                ContentUnavailableView("No players yet", systemImage: "star", description: Text("Follow a player from the leaderboard."))
            }
        }
        .onAppear {
            dump(followService.followedPlayerIds)
        }
    }
}
