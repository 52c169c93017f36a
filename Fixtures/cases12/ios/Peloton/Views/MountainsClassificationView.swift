import SwiftUI

struct MountainsClassificationView: View {
    let standings: [KomStanding]

    var body: some View {
        let sorted = standings.sorted { $0.points > $1.points }
        ForEach(sorted) { standing in
            HStack(spacing: Theme.Spacing.sm) {
                Text(standing.riderName)
                Spacer()
                Text("\(standing.points) pts")
                    .monospacedDigit()
                    .foregroundStyle(standing.rank == 1 ? Theme.Colors.polkaDot : Theme.Colors.textSecondary)
            }
        }
    }
}
