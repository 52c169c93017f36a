import SwiftUI

struct ScoreHeaderView: View {
    let card: GameCard
    let margin: Int
    @State private var pulse = false

    var body: some View {
        VStack(spacing: Theme.Spacing.sm) {
            HStack(alignment: .firstTextBaseline) {
                teamColumn(card.away)
                Spacer()
                Text(card.scoreLine)
                    .font(ScoreboardTheme.digitFont)
                    .contentTransition(.numericText())
                Spacer()
                teamColumn(card.home)
            }
            Text(card.clockText)
                .font(.subheadline.monospacedDigit())
            Text(margin > 0 ? "\(card.home.name) by \(margin)" : "\(card.away.name) by \(-margin)")
                .font(.caption)
            if let manUp = card.manUpText {
                Label(manUp, systemImage: "person.fill.badge.plus")
                    .foregroundStyle(Theme.Palette.manUpTint)
            }
            Circle()
                .fill(Theme.Palette.liveDot)
                .frame(width: Theme.Size.penaltyBar, height: Theme.Size.penaltyBar)
                .scaleEffect(pulse ? 1.4 : 1)
                .onAppear { pulse = true }
        }
        .cardChrome()
    }

    private func teamColumn(_ side: TeamLine) -> some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(side.emoji).font(.largeTitle)
            Text(side.abbreviation).font(ScoreboardTheme.labelFont)
            Text(side.scoreText).font(.title.monospacedDigit())
        }
        .frame(width: 72)
    }
}
