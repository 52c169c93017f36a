// BoxScoreView.swift
// Shotclock

import SwiftUI

private struct BoxScoreView: View {
    let gameId: String
    @Environment(\.scoresService) private var scoresService
    @State private var box: BoxScoreResponse?
    @State private var showHome = true

    private var visibleTeam: TeamBoxScore? {
        showHome ? box?.home : box?.away
    }

    private var starters: [PlayerLine] {
        (visibleTeam?.players ?? []).filter(\.isStarter)
    }

    var body: some View {
        let ranked = (visibleTeam?.players ?? []).sorted { $0.points > $1.points }.filter { $0.points > 0 }
        let teamAssists = ranked.map(\.assists).reduce(0, +)
        List {
            Picker("Team", selection: $showHome) {
                Text("Home").tag(true)
                Text("Away").tag(false)
            }
            .pickerStyle(.segmented)
            Section("Starters") {
                ForEach(Array(starters.prefix(5).enumerated()), id: \.element.playerId) { index, player in
                    StatCell(rank: index + 1, player: player)
                }
            }
            Section("Bench") {
                ForEach(ranked.filter { !$0.isStarter }, id: \.playerId) { player in
                    StatCell(rank: nil, player: player)
                }
            }
            Text("\(teamAssists) AST")
            Text(visibleTeam?.totalsLine ?? "")
        }
        .task { box = try? await scoresService.boxScore(gameId: gameId) }
    }
}

private struct StatCell: View {
    let rank: Int?
    let player: PlayerLine

    var body: some View {
        HStack {
            if let rank { Text("\(rank).").monospacedDigit() }
            Text(player.name)
            Spacer()
            Text(player.fieldGoals)
            Text(player.minutesText.split(separator: ":").first.map(String.init) ?? "0")
            Text(player.points, format: .number)
        }
        .opacity(player.isOnCourt ? 1 : 0.6)
    }
}
