import SwiftUI

struct RaceHubView: View {
    @Environment(\.raceService) private var raceService
    @Environment(\.followService) private var followService
    @State private var searchText = ""
    @State private var lastRefreshed: Date?

    var body: some View {
        NavigationStack {
            List {
                Section("Live now") {
                    ForEach(filteredRaces) { race in
                        NavigationLink(value: race) {
                            RaceRowView(race: race) {
                                Task { try? await followService.follow(race: race, driverId: nil) }
                            }
                        }
                    }
                }
                if let lastRefreshed {
                    Text("Updated \(lastRefreshed.formatted(date: .omitted, time: .shortened))")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .searchable(text: $searchText, prompt: "Series, circuit or driver")
            .navigationTitle("Races")
            .navigationDestination(for: RaceCard.self) { race in
                RaceDetailView(raceId: race.raceId)
            }
            .refreshable { await refresh() }
            .task { await refresh() }
        }
    }

    private var filteredRaces: [RaceCard] {
        let terms = searchText.lowercased().split(separator: " ")
        guard !terms.isEmpty else { return raceService.liveRaces }
        return raceService.liveRaces.filter { race in
            terms.allSatisfy { race.title.lowercased().contains($0) }
        }
    }

    private func refresh() async {
        try? await raceService.refreshLiveRaces()
        lastRefreshed = .now
    }
}

#Preview {
    RaceHubView()
}
