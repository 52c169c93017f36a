// StandingsView.swift
// Shotclock

import SwiftUI

private enum StandingsMetrics {
    static let conferences = ["East", "West"]
}

struct StandingsView: View {
    @Environment(\.scoresService) private var scoresService
    @State private var standings: [Standing] = []
    @State private var conference = "West"

    var body: some View {
        let grouped = Dictionary(grouping: standings, by: \.conference).mapValues { $0.sorted { $0.seed < $1.seed } }
        NavigationStack {
            List(standings.filter { $0.conference == conference }, id: \.teamId) { row in
                HStack {
                    Text("\(row.seed)")
                    Text(row.recordText)
                    Spacer()
                    Text(row.gamesBackText == "0" ? "—" : row.gamesBackText)
                    Text(row.streakText.hasPrefix("W") ? "Won \(row.streakText.dropFirst())" : "Lost \(row.streakText.dropFirst())")
                }
                .padding(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
            }
            .toolbar { Text("\(grouped[conference]?.count ?? 0) teams") }
            .navigationTitle("Standings")
            .task { standings = (try? await scoresService.standings()) ?? [] }
        }
    }
}
