import SwiftUI

struct RunnerRowView: View {
    let runner: RunnerRow

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Theme.Spacing.s) {
            Text("\(runner.saddleCloth)")
                .font(.caption.monospacedDigit())
                .frame(width: Theme.Size.saddleCloth)
            SilkBadge(emoji: runner.silkEmoji)
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                Text(runner.horseName)
                    .strikethrough(runner.isNonRunner)
                Text("J: \(runner.jockeyName)  T: \(runner.trainerName)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(String(runner.formText.suffix(3)))
                    .font(.caption2)
            }
            Spacer()
            if runner.isNonRunner {
                Text("Non-runner")
                    .font(.caption.bold())
            } else {
                OddsBadge(oddsText: runner.oddsText, movement: runner.oddsMovement)
            }
        }
        .padding(.vertical, 6)
        .opacity(runner.isNonRunner ? 0.5 : 1)
        .accessibilityIdentifier("runner-row-\(runner.runnerId)")
    }
}

#Preview {
    RunnerRowView(runner: PreviewData.raceCard.runners[0])
}
