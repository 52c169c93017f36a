import SwiftUI

struct StandingsView: View {
    @StateObject private var viewModel = StandingsViewModel()

    var body: some View {
        List {
            if let table = viewModel.table {
                Section {
                    StandingsHeaderRow()
                    ForEach(table.rows) { row in
                        StandingsRowView(row: row)
                            .listRowBackground(row.qualifies ? Theme.Colors.qualifyTint : Color.clear)
                    }
                } header: {
                    Text(viewModel.headerText)
                } footer: {
                    if let footnote = table.footnote {
                        Text(footnote)
                    }
                }
            }
        }
        .navigationTitle("Standings")
        .task { await viewModel.load() }
    }
}

private struct StandingsHeaderRow: View {
    var body: some View {
        HStack {
            Text("Team")
            Spacer()
            Text("P").frame(width: Theme.Sizes.statColumn)
            Text("W-L").frame(width: Theme.Sizes.recordColumn)
            Text("Pts").frame(width: Theme.Sizes.statColumn)
        }
        .font(Theme.Fonts.caption)
        .foregroundStyle(.secondary)
    }
}

struct StandingsRowView: View {
    let row: StandingsRow

    var body: some View {
        HStack {
            Text(verbatim: "\(row.position). \(row.teamName)")
            Spacer()
            Text(row.playedText)
                .frame(width: Theme.Sizes.statColumn)
            Text("\(row.won)-\(row.lost)")
                .frame(width: Theme.Sizes.recordColumn)
            Text(row.pointsText)
                .frame(width: Theme.Sizes.statColumn)
            Text(row.netRunRateText)
                .font(Theme.Fonts.caption)
                .foregroundStyle((Double(row.netRunRateText) ?? 0) < 0 ? Theme.Colors.live : Theme.Colors.pitchGreen)
        }
        .monospacedDigit()
        .overlay(alignment: .bottom) {
            ProgressView(value: Double(row.won) / Double(max(row.played, 1)))
                .scaleEffect(y: 0.5)
        }
    }
}
