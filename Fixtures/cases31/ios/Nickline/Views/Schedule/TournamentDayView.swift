import SwiftUI

struct TournamentDayView: View {
    @Environment(\.matchFeedService) private var matchFeed
    @State private var schedule: ScheduleResponse?
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(filteredGroups, id: \.tournamentId) { group in
                Section(group.tournamentName) {
                    ForEach(group.matches, id: \.matchId) { item in
                        NavigationLink(value: item.matchId) {
                            MatchRow(item: item)
                        }
                    }
                }
            }
        }
        .searchable(text: $searchText)
        .onAppear {
            Task {
                schedule = try? await matchFeed.schedule()
            }
        }
        .navigationTitle("Today")
    }

    private var filteredGroups: [TournamentGroup] {
        let groups = schedule?.days.first?.tournaments ?? []
        guard !searchText.isEmpty else { return groups }
        let terms = searchText.split(separator: " ")
        return groups.filter { group in terms.allSatisfy { group.tournamentName.localizedCaseInsensitiveContains($0) } }
    }
}
