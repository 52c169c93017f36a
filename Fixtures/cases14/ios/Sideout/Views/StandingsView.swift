import SwiftUI

struct StandingsView: View {
    let leagueId: String
    @Environment(\.standingsService) private var standingsService
    @Environment(\.preferencesService) private var preferences
    @State private var viewModel = StandingsViewModel()

    var body: some View {
        List {
            ForEach(Array(viewModel.rows.prefix(12).enumerated()), id: \.element.teamId) { index, row in
                HStack {
                    Text("\(index + 1).")
                    Text(row.teamName)
                        .fontWeight(row.teamId == preferences.favouriteTeamId ? .bold : .regular)
                    Spacer()
                    LabeledContent("Pts", value: row.pointsLabel)
                }
            }
        }
        .navigationTitle("Standings")
        .task { await viewModel.load(leagueId: leagueId, using: standingsService) }
    }
}
