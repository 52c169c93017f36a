import SwiftUI

struct BatterRow: View {
    let batter: BatterScore

    var body: some View {
        HStack(spacing: Theme.Spacing.small) {
            Text(batter.name)
            if batter.isOnStrike {
                Image(systemName: "figure.cricket")
                    .foregroundStyle(Theme.Colors.accent)
            }
            Spacer()
            Text(batter.scoreText)
                .monospacedDigit()
        }
    }
}
