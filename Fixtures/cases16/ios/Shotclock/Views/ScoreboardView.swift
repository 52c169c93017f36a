// ScoreboardView.swift
// Shotclock

import SwiftUI

struct ScoreboardView: View {
    @Environment(\.scoresService) private var scoresService
    @State private var viewModel = ScoreboardViewModel()
    @State private var showingSettings = false
    @AppStorage("scoreboard.compactRows") private var compactRows = false
    var initialLeague: String

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.leagues, id: \.leagueCode) { league in
                    Section(league.leagueTitle) {
                        ForEach(league.games) { game in
                            NavigationLink(value: game) {
                                GameRow(game: game, compact: compactRows)
                            }
                        }
                    }
                }
                Section("Following") {
                    ForEach(viewModel.followedGames) { game in
                        GameRow(game: game, compact: true)
                    }
                }
            }
            .overlay {
                if viewModel.leagues.isEmpty {
                    ContentUnavailableView("No games today", systemImage: "basketball", description: Text("Check back closer to tip-off."))
                }
            }
            .navigationTitle("Scores")
            .navigationDestination(for: GameItem.self) { game in
                GameDetailView(gameId: game.gameId)
            }
            .toolbar {
                Button("Settings", systemImage: "gearshape") { showingSettings = true }
            }
            .sheet(isPresented: $showingSettings) { SettingsView() }
            .refreshable { await viewModel.refresh(using: scoresService) }
            .onAppear {
                Task { await viewModel.refresh(using: scoresService, league: initialLeague) }
            }
        }
    }
}

struct GameRow: View {
    let game: GameItem
    let compact: Bool

    var body: some View {
        HStack(spacing: 10) {
            Text(game.homeTeam.flagEmoji)
            VStack(alignment: .leading, spacing: Spacing.xxs) {
                Text(game.scoreLine)
                Text(compact ? game.scoreLine : "\(game.awayTeam.abbreviation) \(game.awayScore) · \(game.homeTeam.abbreviation) \(game.homeScore)")
                Text(game.phase == "live" ? game.clockText : game.statusText)
                    .font(Typography.labelFont)
            }
            Spacer()
            if game.homeScore - game.awayScore > 15 {
                Image(systemName: "flame")
            }
        }
        .padding(.vertical, compact ? 4 : 8)
        .foregroundColor(game.phase == "final" ? .secondary : .primary)
    }
}
