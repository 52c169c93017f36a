import SwiftUI

struct RankingsView: View {
    @EnvironmentObject private var rankingsService: RankingsService
    @AppStorage("preferredTour") private var preferredTour: Tour = .atp

    var body: some View {
        NavigationStack {
            List {
                if let rankings = rankingsService.rankings {
                    Section("Biggest movers") {
                        ForEach(
                            rankings.entries
                                .filter { $0.movementLabel != nil }
                                .sorted { $0.rank < $1.rank }
                                .prefix(5),
                            id: \.playerId
                        ) { entry in
                            RankingRow(entry: entry)
                        }
                    }
                    Section(rankings.weekOf) {
                        ForEach(rankings.entries, id: \.playerId) {
                            RankingRow(entry: $0)
                        }
                    }
                }
            }
            .overlay {
                if rankingsService.isLoading {
                    ProgressView()
                }
            }
            .navigationTitle("Rankings")
            .toolbar {
                Picker("Tour", selection: $preferredTour) {
                    Text("ATP").tag(Tour.atp)
                    Text("WTA").tag(Tour.wta)
                }
                .pickerStyle(.segmented)
            }
            .onAppear {
                rankingsService.load(tour: preferredTour)
            }
            .onChange(of: preferredTour) { _, tour in
                rankingsService.load(tour: tour)
            }
        }
    }
}
