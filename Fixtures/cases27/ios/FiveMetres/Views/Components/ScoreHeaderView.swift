import SwiftUI

struct ScoreHeaderView: View {
    let match: Match

    var body: some View {
        HStack(spacing: Theme.Spacing.l) {
            teamColumn(match.homeTeam)
            VStack(spacing: 4) {
                Text(match.displayState.scoreText)
                    .font(Theme.Typography.scoreLarge)
                    .contentTransition(.numericText())
                Text(periodLabel)
                    .font(Theme.Typography.caption)
                if let shotClock = match.shotClockSeconds {
                    Text(String(format: "%02d", shotClock))
                        .monospacedDigit()
                }
            }
            teamColumn(match.awayTeam)
        }
        .background(Color(red: 0.02, green: 0.31, blue: 0.55))
    }

    private var periodLabel: String {
        let minutes = match.periodClockSeconds / 60
        let seconds = match.periodClockSeconds % 60
        return "Q\(match.quarter) \(minutes):\(String(format: "%02d", seconds))"
    }

    private func teamColumn(_ team: Team) -> some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(team.flagEmoji)
                .font(.largeTitle)
            TeamCodeLabel(code: team.shortName)
        }
        .frame(width: 72)
    }
}

private struct TeamCodeLabel: View {
    let code: String

    var body: some View {
        Text(code).font(Theme.Typography.teamCode)
    }
}
