import SwiftUI

struct ScoreboardHeader: View {
    let match: Match

    private var state: MatchDisplayState { match.displayState }

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            HStack(alignment: .firstTextBaseline) {
                teamColumn(match.homeTeam, goals: state.homeGoals, behinds: state.homeBehinds, total: state.homeTotal)
                Spacer()
                Text(state.quarterLabel)
                    .font(Typography.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                teamColumn(match.awayTeam, goals: state.awayGoals, behinds: state.awayBehinds, total: state.awayTotal)
            }
            Text(state.homeTotal > state.awayTotal ? "\(match.homeTeam.abbreviation) by \(state.homeTotal - state.awayTotal)" : "\(match.awayTeam.abbreviation) by \(state.awayTotal - state.homeTotal)")
                .font(Typography.label)
            if state.phase == .quarterTime {
                Text("Quarter time")
                    .font(Typography.caption)
            }
        }
        .padding(Theme.Spacing.lg)
    }

    private func teamColumn(_ team: Team, goals: Int, behinds: Int, total: Int) -> some View {
        VStack(spacing: 2) {
            HStack(spacing: Theme.Spacing.xs) {
                Text(team.emoji)
                Text(team.abbreviation)
            }
            .font(Typography.label)
            Text("\(goals).\(behinds) (\(total))")
                .font(Typography.score)
                .contentTransition(.numericText())
        }
    }
}

#Preview {
    ScoreboardHeader(match: PreviewFixtures.match)
}
