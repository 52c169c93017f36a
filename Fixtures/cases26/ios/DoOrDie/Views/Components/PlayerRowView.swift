import SwiftUI

struct PlayerRowView: View {
    let stat: PlayerStat

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(stat.name)
                .font(.headline)
            Text(stat.teamShortName)
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack(spacing: Theme.Spacing.s) {
                Label(stat.raidPointsText, systemImage: "figure.run")
                Label(stat.tacklePointsText, systemImage: "hand.raised")
            }
            .font(.subheadline)
            Text(stat.totalPointsText)
                .font(.title2.bold())
            let _ = print("render \(stat.playerId)")
        }
        .cardStyle()
    }
}
