import SwiftUI

/// Shown under the header during a run chase. Parent: `MatchDetailView`.
struct ChaseCardView: View {
    let target: Int
    let runs: Int
    let ballsLeft: Int

    private var needed: Int {
        max(target - runs, 0)
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("\(needed) off \(ballsLeft)")
                    .font(Theme.Fonts.headline)
                Text(requiredRate, format: .number.precision(.fractionLength(2)))
                    .font(Theme.Fonts.caption)
            }
            Spacer()
            Image(systemName: "target")
                .font(.title2)
                .foregroundStyle(Theme.Colors.accent)
        }
        .padding(Theme.Spacing.card)
        .background(Theme.Colors.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    private var requiredRate: Double {
        guard ballsLeft > 0 else { return 0 }
        return Double(needed) * 6 / Double(ballsLeft)
    }
}
