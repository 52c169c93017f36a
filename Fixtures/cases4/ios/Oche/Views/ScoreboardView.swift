import SwiftUI

struct ScoreboardView: View {
    let state: MatchDisplayState
    let home: PlayerLine
    let away: PlayerLine
    let leaderId: String?

    var body: some View {
        VStack(spacing: 12) {
            Text(state.title)
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack(alignment: .top) {
                column(for: home)
                Spacer()
                Text(state.setsText)
                    .font(.largeTitle.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                column(for: away)
            }
            Text(state.legsText)
                .font(.subheadline)
            ProgressView(value: state.progress)
                .tint(state.sentiment.tint)
            if let checkout = state.checkoutText {
                Text(checkout)
                    .font(.footnote.bold())
            }
        }
    }

    private func column(for player: PlayerLine) -> some View {
        VStack(spacing: 4) {
            Text(player.flag)
            Text(player.name)
                .fontWeight(player.playerId == leaderId ? .bold : .regular)
            Text(threeDartAverage(player).formatted(.number.precision(.fractionLength(1))))
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
        }
    }

    private func threeDartAverage(_ player: PlayerLine) -> Double {
        guard player.dartsThrown > 0 else { return 0 }
        return Double(player.pointsScored) / Double(player.dartsThrown) * 3
    }
}

#Preview {
    ScoreboardView(
        state: PreviewData.liveMatch.display,
        home: PreviewData.liveMatch.home,
        away: PreviewData.liveMatch.away,
        leaderId: nil
    )
}
