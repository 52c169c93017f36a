import SwiftUI

struct PlayerRatingsView: View {
    let ratings: [PlayerRating]
    @State private var onCourtOnly = true

    private var visible: [PlayerRating] {
        onCourtOnly ? ratings.filter(\.isOnCourt) : ratings
    }

    var body: some View {
        List(visible) { player in
            HStack {
                VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                    Text(player.name).font(.headline)
                    Text(player.positionBadge)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text(player.ratingText)
                        .font(.title3.bold())
                    Text(player.shootingLabel())
                        .font(.caption2)
                    Text("\(player.gains + player.intercepts) takeaways")
                        .font(.caption2)
                    if player.penalties >= 8 {
                        Text("Penalty trouble")
                            .font(.caption2)
                            .foregroundStyle(.red)
                    }
                }
            }
        }
        .toolbar {
            Toggle("On court", isOn: $onCourtOnly)
        }
    }
}

#Preview {
    PlayerRatingsView(ratings: PreviewData.ratings)
}
