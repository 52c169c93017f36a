import SwiftUI

struct DriverRowView: View {
    let driver: DriverRow
    let isFollowedDriver: Bool

    var body: some View {
        HStack(spacing: PitstopTheme.Spacing.sm) {
            Text(driver.positionText)
                .font(.body.monospacedDigit().bold())
                .frame(width: 36, alignment: .leading)
            VStack(alignment: .leading, spacing: 2) {
                Text(driver.driverName)
                Text(driver.teamName)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            trailingColumn
        }
        .padding(.horizontal, PitstopTheme.Spacing.md)
        .background(isFollowedDriver ? Color("FollowedRow") : Color.clear)
    }

    @ViewBuilder
    private var trailingColumn: some View {
        if driver.isRetired {
            Text("DNF")
                .font(.caption.bold())
        } else if driver.isInPitLane {
            Text("In pit lane")
                .font(.caption)
                .foregroundStyle(PitstopTheme.Palette.pitLaneBlue)
        } else {
            VStack(alignment: .trailing) {
                Text(gapLabel)
                    .font(.caption.monospacedDigit())
                Circle()
                    .fill(TyreColors.color(for: driver.tyreCompound))
                    .frame(width: 10, height: 10)
            }
        }
    }

    private var gapLabel: String {
        driver.position == 1 ? "Leader" : gapString(milliseconds: driver.gapToLeaderMs)
    }
}

#Preview {
    DriverRowView(driver: PreviewRaces.detail.drivers[1], isFollowedDriver: true)
}
