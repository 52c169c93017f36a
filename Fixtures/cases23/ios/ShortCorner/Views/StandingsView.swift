import SwiftUI

struct StandingsView: View {
    let competitionId: String

    @State private var table: StandingsTable?
    @State private var loadError: String?

    var body: some View {
        List {
            if let table {
                Section {
                    ForEach(table.rows) { row in
                        StandingRowView(row: row)
                    }
                } header: {
                    Text(table.title)
                } footer: {
                    if let note = table.footnoteText {
                        Text(note)
                    }
                }
            }
        }
        .navigationTitle("Tables")
        .task(id: competitionId) {
            do {
                let url = AppConfig.apiBaseURL.appending(path: "competitions/\(competitionId)/standings")
                let (data, _) = try await URLSession.shared.data(from: url)
                table = try JSONDecoder.shortCorner.decode(StandingsTable.self, from: data)
            } catch {
                loadError = error.localizedDescription
            }
        }
    }
}

private struct StandingRowView: View {
    let row: StandingRow

    var body: some View {
        HStack(spacing: Theme.Spacing.s) {
            Text(row.position, format: .number)
                .frame(width: 24)
            Text(row.team.flagEmoji)
            Text(row.team.name)
            Spacer()
            Text("\(row.won * 3 + row.drawn + row.shootoutBonus)")
                .bold()
            Text(row.goalDifferenceText)
                .foregroundStyle(row.goalsFor - row.goalsAgainst >= 0 ? Theme.Palette.turf : Theme.Palette.redCard)
            Text(row.formText.split(separator: ",").suffix(3).joined(separator: " "))
                .font(.caption.monospaced())
        }
    }
}

#Preview {
    NavigationStack { StandingsView(competitionId: "fih-pro-league-w") }
}
