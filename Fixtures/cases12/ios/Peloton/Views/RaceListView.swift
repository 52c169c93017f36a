import SwiftUI

struct RaceListView: View {
    @Environment(\.raceService) private var raceService
    @State private var viewModel = RaceListViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.races) { race in
                    Section {
                        NavigationLink(value: race) {
                            RaceRowView(race: race)
                        }
                        StagePagerView(stages: race.stages)
                            .listRowInsets(EdgeInsets())
                    }
                }
            }
            .overlay {
                if let message = viewModel.emptyMessage, viewModel.races.isEmpty {
                    ContentUnavailableView(message, systemImage: "bicycle")
                }
            }
            .navigationTitle("Grand Tours")
            .navigationDestination(for: RaceHubItem.self) { race in
                GCStandingsView(raceId: race.raceId)
            }
            .task { await viewModel.load(using: raceService) }
            .refreshable { await viewModel.load(using: raceService) }
        }
    }
}

#Preview {
    RaceListView()
}
