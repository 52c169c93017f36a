import SwiftUI

struct TeamListView: View {
    let teams: [Team]
    @State private var query = ""

    private var filteredTeams: [Team] {
        query.isEmpty ? teams : teams.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let showsEmpty = filteredTeams.isEmpty
        List(filteredTeams) { team in
            HStack(spacing: Spacing.s) {
                Text(team.flagEmoji ?? "🏳️")
                Text(team.name)
            }
        }
        .searchable(text: $query, prompt: "Search teams")
        .overlay {
            if showsEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
        .navigationTitle("Teams")
    }
}
