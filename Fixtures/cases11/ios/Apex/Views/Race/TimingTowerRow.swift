import SwiftUI

struct TimingTowerRow: View {
    let entry: TimingEntry
    let leaderLapMs: Int

    var body: some View {
        HStack(spacing: Theme.Spacing.sm) {
            Text(entry.positionText)
                .font(Typography.position)
                .frame(width: Theme.Size.positionColumn)
            Rectangle()
                .fill(Color.team(entry.teamColorName))
                .frame(width: Theme.Size.teamStripe, height: 18)
            Text(entry.driverCode)
                .font(Typography.timing)
            Spacer()
            TyreBadge(compound: entry.tyreCompound, ageText: entry.tyreAgeText)
            Text(entry.isRetired ? "DNF" : entry.intervalText)
                .font(Typography.timing)
                .foregroundStyle(entry.isRetired ? Theme.Colors.redFlag : Theme.Colors.textPrimary)
            Text(lapDelta)
                .font(.caption.monospacedDigit())
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 6)
    }

    private var lapDelta: String {
        let delta = Double(entry.lastLapMs - leaderLapMs) / 1000
        return delta > 0 ? "+\(String(format: "%.3f", delta))" : "—"
    }
}
