import SwiftUI

struct ShootingStatView: View {
    let player: PlayerRating
    let superShots: Int
    let superShotAttempts: Int

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(player.name)
                .font(.headline)
            HStack {
                Gauge(value: accuracy, in: 0...1) {
                    EmptyView()
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Text(accuracy.formatted(.percent.precision(.fractionLength(0))))
            }
            Text(String(format: "%d from %d", player.goals, player.attempts))
                .font(.caption)
            Text("Super shots: \(superShots)/\(superShotAttempts)")
                .font(.caption)
            let points = player.goals + superShots
            Text("\(points) pts")
                .font(.caption.bold())
        }
    }

    private var accuracy: Double {
        guard player.attempts > 0 else { return 0 }
        return Double(player.goals) / Double(player.attempts)
    }
}
