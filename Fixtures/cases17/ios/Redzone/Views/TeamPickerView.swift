import SwiftUI

struct TeamPickerView: View {
    let teams: [Team]
    var onSelect: (Team) -> Void
    @State private var query = ""
    @Binding var selection: Team?

    var body: some View {
        List(filteredTeams, id: \.teamId) { team in
            Button(team.name) { selection = team; onSelect(team) }
        }
        .searchable(text: $query)
    }

    private var filteredTeams: [Team] {
        query.isEmpty ? teams : teams.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    @ViewBuilder
    func emptyState(isSearching: Bool) -> some View {
        if isSearching {
            ContentUnavailableView.search
        } else {
            ContentUnavailableView("No teams", systemImage: "sportscourt")
        }
    }
}
