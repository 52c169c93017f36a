import SwiftUI

struct StandingsView: View {
    @Environment(\.standingsService) private var standingsService
    @State private var viewModel: StandingsViewModel?
    @State private var seriesCode = "FE"

    var body: some View {
        List {
            Picker("Series", selection: $seriesCode) {
                Text("Formula E").tag("FE")
                Text("IndyCar").tag("INDY")
                Text("WEC").tag("WEC")
                Text("MotoGP").tag("MGP")
            }
            .pickerStyle(.segmented)

            if let viewModel, let response = viewModel.response {
                Text(viewModel.seasonSubtitle).font(.subheadline)
                ForEach(response.rows) { row in
                    standingRow(row, viewModel: viewModel)
                        .frame(height: PitstopTheme.Spacing.rowHeight)
                }
            }
        }
        .navigationTitle("Standings")
        .task(id: seriesCode) {
            let model = StandingsViewModel(service: standingsService)
            viewModel = model
            await model.load(seriesCode: seriesCode)
        }
    }

    private func standingRow(_ row: StandingRow, viewModel: StandingsViewModel) -> AnyView {
        if viewModel.canStillWinTitle(row) {
            return AnyView(
                HStack {
                    Text(row.driverName).bold()
                    Spacer()
                    Text(viewModel.gapToLeaderLabel(for: row))
                }
            )
        } else {
            return AnyView(
                HStack {
                    Text(row.driverName)
                    Spacer()
                    Text(row.pointsText)
                }
                .opacity(0.6)
            )
        }
    }
}

#Preview {
    NavigationStack { StandingsView() }
}
