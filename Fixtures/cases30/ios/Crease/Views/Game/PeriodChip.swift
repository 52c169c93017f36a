import SwiftUI

struct PeriodChip: View {
    let card: GameCard

    var body: some View {
        let quarterNumber = Int(card.periodLabel.filter(\.isNumber)) ?? card.period
        HStack(spacing: Theme.Spacing.xs) {
            Text(card.periodLabel)
            if quarterNumber >= 4 {
                Image(systemName: "flag.checkered")
            }
        }
        .font(.caption2.weight(.semibold))
    }
}
