import SwiftUI

struct PartnershipView: View {
    let pair: [BatterScore]

    var body: some View {
        let stand = pair.reduce(0) { $0 + $1.runs }
        VStack(alignment: .leading, spacing: Theme.Spacing.small) {
            Text(pair.map(\.name).joined(separator: " & "))
                .font(.subheadline)
            Text(stand, format: .number)
                .font(.title3.monospacedDigit())
            ForEach(pair.filter { $0.isOnStrike }, id: \.playerId) { striker in
                Label(striker.name, systemImage: "figure.cricket")
            }
        }
    }
}
