import SwiftUI

struct ScheduleView: View {
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var searchText = ""
    @State private var showFollowedOnly = false

    var body: some View {
        List {
            ForEach(filteredGroups, id: \.leagueId) { group in
                Section(group.leagueName) {
                    ForEach(group.matches, id: \.matchId) { match in
                        NavigationLink(value: match.matchId) {
                            MatchRow(match: match)
                        }
                    }
                }
            }
        }
        .navigationTitle("Fixtures")
        .navigationDestination(for: String.self) { MatchCenterView(matchId: $0) }
        .searchable(text: $searchText, prompt: "Team or competition")
        .toolbar {
            Toggle("Following", isOn: $showFollowedOnly)
        }
        .overlay {
            if matchService.schedule == nil {
                ProgressView()
            } else if filteredGroups.isEmpty {
                ContentUnavailableView("No fixtures today", systemImage: "sportscourt")
            }
        }
        .onAppear {
            Task { await matchService.loadSchedule() }
        }
        .refreshable { await matchService.loadSchedule() }
    }

    private var filteredGroups: [LeagueGroup] {
        let groups = matchService.schedule?.groups ?? []
        let terms = searchText.split(separator: " ").map { $0.lowercased() }
        return groups.compactMap { group in
            let matches = group.matches.filter { match in
                (!showFollowedOnly || match.isFollowed) &&
                (terms.isEmpty || terms.allSatisfy { "\(match.homeTeam.name) \(match.awayTeam.name) \(group.leagueName)".lowercased().contains($0) })
            }
            return matches.isEmpty ? nil : LeagueGroup(leagueId: group.leagueId, leagueName: group.leagueName, matches: matches)
        }
    }
}

#Preview {
    NavigationStack { ScheduleView() }
}
