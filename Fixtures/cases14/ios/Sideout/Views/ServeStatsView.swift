import SwiftUI

struct ServeStatsView: View {
    let player: Player
    let setsPlayed: Int

    private var acesPerSet: Double {
        Double(player.aces) / Double(max(setsPlayed, 1))
    }

    var body: some View {
        HStack {
            Text(player.name)
            Spacer()
            Text(acesPerSet, format: .number.precision(.fractionLength(1)))
            Text(Double(player.hittingPctLabel.dropLast()) ?? 0, format: .percent)
        }
        .padding(.vertical, Spacing.xs)
    }
}
