import SwiftUI

struct TimeBonusStrip: View {
    let bonuses: [TimeBonusDisplay]

    private var totalBonusSeconds: Int {
        bonuses.reduce(0) { $0 + $1.seconds }
    }

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            ForEach(bonuses) { bonus in
                VStack(spacing: Theme.Spacing.xxs) {
                    Text(bonus.pointLabel)
                        .font(.caption2)
                    Text(bonus.secondsLabel)
                        .font(.caption.monospacedDigit())
                }
            }
            Divider()
            Text("Total -\(totalBonusSeconds)\"")
                .font(.caption.bold())
        }
    }
}
