import SwiftUI

struct SprintClassificationView: View {
    var standings: [SprintStanding]

    var body: some View {
        ForEach(standings) { standing in
            HStack(spacing: Theme.Spacing.sm) {
                Text(standing.riderName)
                Spacer()
                Text(standing.pointsLabel)
                    .monospacedDigit()
                    .foregroundStyle(Theme.Colors.greenJersey)
            }
        }
    }
}
