import SwiftUI

struct GCStandingsView: View {
    enum Classification: String, CaseIterable, Identifiable {
        case general, mountains, points, teams
        var id: Self { self }
    }

    let raceId: String
    @Environment(\.raceService) private var raceService
    @State private var viewModel = GCStandingsViewModel()
    @State private var classification: Classification = .general

    var body: some View {
        let byTeam = Dictionary(grouping: viewModel.activeRows, by: \.teamName)
            .sorted { $0.value.map(\.gapSeconds).reduce(0, +) < $1.value.map(\.gapSeconds).reduce(0, +) }
        List {
            Picker("Classification", selection: $classification) {
                Text("GC").tag(Classification.general)
                Text("Mountains").tag(Classification.mountains)
                Text("Points").tag(Classification.points)
                Text("Teams").tag(Classification.teams)
            }
            .pickerStyle(.segmented)

            switch classification {
            case .general:
                ForEach(viewModel.activeRows) { row in
                    GCRowView(row: row)
                }
                NavigationLink("Abandonments") {
                    AbandonmentsView(abandonments: viewModel.abandonments)
                }
            case .mountains:
                MountainsClassificationView(standings: viewModel.komRows)
            case .points:
                SprintClassificationView(standings: viewModel.sprintRows)
            case .teams:
                ForEach(byTeam, id: \.key) { team, riders in
                    LabeledContent(team, value: riders.first?.gapLabel ?? "s.t.")
                }
            }
        }
        .navigationTitle("Standings")
        .task(id: raceId) { await viewModel.load(raceId: raceId, service: raceService) }
    }
}

#Preview {
    NavigationStack { GCStandingsView(raceId: "tdf-2025") }
}
