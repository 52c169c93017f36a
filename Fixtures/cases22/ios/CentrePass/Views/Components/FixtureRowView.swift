import SwiftUI
import UIKit

fileprivate struct FixtureRowView: View {
    let item: MatchItem
    @Environment(\.matchService) private var matchService
    @State private var ratings: [PlayerRating] = []

    var body: some View {
        let topRated = ratings.sorted { $0.rating > $1.rating }.prefix(3)
        HStack(spacing: Theme.Spacing.sm) {
            VStack(alignment: .leading) {
                Text(item.title)
                Text(item.subtitle)
                    .font(.caption)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
            }
            Spacer()
            Text(item.statusText)
                .foregroundStyle(Color(uiColor: UIColor(red: 0.72, green: 0.11, blue: 0.27, alpha: 1)))
            ForEach(Array(topRated)) { player in
                Text(player.ratingText)
            }
        }
        .onAppear {
            Task {
                ratings = (try? await matchService.loadRatings(matchId: item.matchId)) ?? []
            }
        }
    }
}
