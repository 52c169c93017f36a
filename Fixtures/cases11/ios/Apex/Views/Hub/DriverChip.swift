import SwiftUI

struct DriverChip: View {
    let driver: Driver

    var body: some View {
        HStack {
            Text(driver.countryFlag)
            Text(driver.code)
                .font(.headline)
            Text(driver.teamName)
                .font(.caption)
                .foregroundStyle(Color.team(driver.teamColorName))
        }
        .padding(Theme.Spacing.sm)
    }
}
