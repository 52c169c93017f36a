import SwiftUI

struct GameDetailView: View {
    @Environment(\.gameService) private var gameService
    @State private var viewModel: GameDetailViewModel
    @State private var isDrivesExpanded = false

    init(gameId: String) {
        _viewModel = State(initialValue: GameDetailViewModel(gameId: gameId))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.section) {
                if let game = viewModel.game {
                    ScoreHeaderView(game: game)
                    Text("\(game.awayTeam.abbreviation) \(game.awayScore) – \(game.homeScore) \(game.homeTeam.abbreviation)")
                    Text(game.displayState.scoreLine)
                    Text(game.displayState.statusText)
                        .font(Theme.Fonts.caption)
                        .foregroundStyle(Theme.Colors.secondaryText)
                    DownDistanceRow(down: game.down, distance: game.distance, yardLine: game.yardLine)
                    if game.quarter == 4 && game.clockSeconds <= 120 {
                        Text(game.displayState.urgencyNote)
                    }
                    Text(isDrivesExpanded ? "Hide drives" : "Show all drives")
                        .onTapGesture { isDrivesExpanded.toggle() }
                    Section("Scoring summary") {
                        ForEach(game.scoringPlays) { play in
                            ScoringPlayRow(play: play)
                        }
                    }
                }
            }
        }
        .navigationTitle("Game")
        .task { await viewModel.load(using: gameService) }
    }
}
