import SwiftUI

struct FixturesListView: View {
    @State private var viewModel = FixturesViewModel()
    @State private var query = ""
    @Environment(\.matchService) private var matchService

    private var visibleFixtures: [FixtureItem] {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return viewModel.fixtures }
        return viewModel.fixtures.filter { $0.title.lowercased().contains(needle) }
    }

    var body: some View {
        NavigationStack {
            List {
                if visibleFixtures.isEmpty {
                    ContentUnavailableView(viewModel.emptyMessage, systemImage: "calendar")
                }
                Section("Your teams") {
                    ForEach(visibleFixtures) { item in
                        NavigationLink(value: item.fixtureId) {
                            FixtureRowView(item: item)
                        }
                    }
                }
            }
            .searchable(text: $query, prompt: "Search teams")
            .navigationTitle(viewModel.dayTitle)
            .navigationDestination(for: String.self) { fixtureId in
                MatchDetailView(matchId: fixtureId, service: matchService)
            }
            .task { await viewModel.load(using: matchService) }
        }
    }
}
