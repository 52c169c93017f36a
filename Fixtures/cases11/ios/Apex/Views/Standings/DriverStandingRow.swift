import SwiftUI

struct DriverStandingRow: View {
    let standing: DriverStanding

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            Text(standing.positionText)
                .font(Typography.position)
            Text(standing.driverName)
            Spacer()
            Text(standing.pointsText)
                .font(.body.monospacedDigit())
            Text(standing.gapText)
                .font(.caption)
                .foregroundStyle(Theme.Colors.textSecondary)
        }
    }
}

#Preview {
    DriverStandingRow(standing: PreviewData.standings.drivers[0])
}
