import SwiftUI

struct ScoreHeaderView: View {
    let game: Game

    var body: some View {
        HStack(spacing: Theme.Spacing.standard) {
            TeamBadgeView(team: game.awayTeam)
            Text(game.displayState.awayScoreText)
                .font(Theme.Fonts.score)
                .contentTransition(.numericText())
            possessionIndicator
            Text(game.displayState.homeScoreText)
                .font(Theme.Fonts.score)
            TeamBadgeView(team: game.homeTeam)
        }
        .overlay(alignment: .top) {
            Text("Red Zone")
                .opacity(game.displayState.isRedZone ? 1 : 0)
        }
    }

    @ViewBuilder
    private var possessionIndicator: some View {
        if game.displayState.homeHasPossession {
            Image(systemName: "football.fill")
        } else {
            Image(systemName: "football")
        }
    }
}
