import SwiftUI

struct ScheduleView: View {
    @Environment(\.raceFeedService) private var feed
    @State private var searchText = ""
    @State private var loadError: String?

    var body: some View {
        NavigationStack {
            List {
                ForEach(feed.schedule?.weekends ?? [], id: \.weekendId) { weekend in
                    Section(weekend.headerTitle) {
                        ForEach(filtered(weekend.races), id: \.raceId) { race in
                            NavigationLink(value: race) {
                                RaceRowView(race: race)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Schedule")
            .searchable(text: $searchText)
            .navigationDestination(for: RaceItem.self) { race in
                RaceDetailView(raceId: race.raceId)
            }
            .task {
                do {
                    try await feed.loadSchedule()
                } catch {
                    loadError = error.localizedDescription
                }
            }
        }
    }

    private func filtered(_ races: [RaceItem]) -> [RaceItem] {
        let terms = searchText.lowercased().split(separator: " ")
        guard !terms.isEmpty else { return races }
        return races.filter { race in
            terms.allSatisfy { race.grandPrixName.lowercased().contains($0) }
        }
    }
}

#Preview {
    ScheduleView()
}
