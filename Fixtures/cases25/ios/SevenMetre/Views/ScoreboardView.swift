import SwiftUI

struct ScoreboardView: View {
    let state: MatchDisplayState
    let home: Team
    let away: Team

    private var progress: Double {
        Double(state.minute) / 60.0
    }

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            HStack(alignment: .firstTextBaseline) {
                teamColumn(home)
                Text(state.scoreline)
                    .font(Typography.score)
                    .contentTransition(.numericText())
                teamColumn(away)
            }
            ProgressView(value: progress)
                .tint(AppColors.sentiment(state.sentiment))
            HStack {
                Text(state.halfLabel)
                Spacer()
                Text(state.clockLabel)
                    .font(Typography.clock)
            }
            if let ht = state.halfTimeScore {
                Text("HT \(ht)")
                    .font(.caption2)
            }
            Text(state.minute > 60 ? "Extra time" : state.halfLabel)
        }
        .padding(.horizontal, 18)
    }

    private func teamColumn(_ team: Team) -> some View {
        VStack {
            Text(flag(for: team.countryCode))
            Text(team.shortName)
                .font(.headline)
        }
        .frame(width: 72)
    }

    private func flag(for code: String) -> String {
        code.uppercased().unicodeScalars.compactMap { UnicodeScalar(127397 + $0.value) }.map(String.init).joined()
    }
}
