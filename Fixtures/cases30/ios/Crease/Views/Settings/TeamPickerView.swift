import SwiftUI

struct TeamPickerView: View {
    let teams: [TeamIdentity]
    @State private var chosen: Set<String> = []
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(filtered, id: \.teamId) { team in
                row(for: team)
            }
            .searchable(text: $query)
            .navigationTitle("Favourite teams")
        }
    }

    private var filtered: [TeamIdentity] {
        query.isEmpty ? teams : teams.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    private func row(for team: TeamIdentity) -> AnyView {
        if chosen.contains(team.teamId) {
            return AnyView(
                Label("\(team.emoji) \(team.name)", systemImage: "star.fill")
                    .onTapGesture { chosen.remove(team.teamId) }
            )
        } else {
            return AnyView(
                Text("\(team.emoji) \(team.name)")
                    .onTapGesture { chosen.insert(team.teamId) }
            )
        }
    }
}
