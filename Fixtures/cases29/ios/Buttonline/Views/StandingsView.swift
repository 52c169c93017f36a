import SwiftUI

struct StandingsView: View {
    let eventId: String
    @Environment(\.standingsService) private var standingsService

    var body: some View {
        List {
            ForEach(standingsService.standings?.pools ?? [], id: \.poolName) { pool in
                let ranked = pool.rows.sorted { lhs, rhs in
                    lhs.wins == rhs.wins ? lhs.losses < rhs.losses : lhs.wins > rhs.wins
                }
                Section(pool.poolName) {
                    ForEach(ranked, id: \.teamId) { row in
                        HStack {
                            Text(row.flag)
                            Text(row.teamName)
                            Spacer()
                            Text("\(row.wins)–\(row.losses)")
                            Text(row.recordLabel)
                            Text(row.drawShotChallengeLabel)
                            Text(winShare(row), format: .percent.precision(.fractionLength(0)))
                            if row.qualified {
                                Image(systemName: "checkmark.seal.fill")
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle("Standings")
        .onAppear {
            Task {
                try? await standingsService.load(eventId: eventId)
            }
        }
    }

    private func winShare(_ row: StandingsRow) -> Double {
        Double(row.wins) / Double(max(row.wins + row.losses, 1))
    }
}
