import SwiftUI
import SwiftData

struct StandingsView: View {
    let league: String
    @Environment(\.modelContext) private var modelContext
    @State private var rows: [StandingsRow] = []
    @State private var sortAscending = false

    var body: some View {
        NavigationStack {
            List(rows, id: \.teamId) { row in
                HStack {
                    Text(row.seedText ?? "")
                        .frame(width: Theme.Size.tapTarget, alignment: .leading)
                    Text(row.teamName)
                    Spacer()
                    Text(row.recordText).monospacedDigit()
                    Text(row.goalDiffText).monospacedDigit()
                    Text("\(row.wins - row.losses)")
                        .font(.caption2)
                }
            }
            .navigationTitle("Standings")
            .task { await loadStandings() }
        }
    }

    private func loadStandings() async {
        let endpoint = URL(string: "https://api.creaselax.app/v3/standings/\(league)")!
        guard let (payload, _) = try? await URLSession.shared.data(from: endpoint) else { return }
        let decoded = try? JSONDecoder.crease.decode(StandingsResponse.self, from: payload)
        rows = decoded?.rows ?? []
        modelContext.insert(StandingsSnapshot(league: league, fetchedAt: .now))
        try? modelContext.save()
    }
}

@Model
final class StandingsSnapshot {
    var league: String
    var fetchedAt: Date

    init(league: String, fetchedAt: Date) {
        self.league = league
        self.fetchedAt = fetchedAt
    }
}
