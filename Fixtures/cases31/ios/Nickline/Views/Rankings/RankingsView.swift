import SwiftUI

struct RankingsView: View {
    @Environment(\.matchFeedService) private var matchFeed
    @State private var rankings: [PlayerRanking] = []
    @State private var showsWomen = false

    var body: some View {
        List(rankings, id: \.playerId) { row in
            HStack(spacing: 6) {
                Text(row.rankLabel).frame(width: 36, alignment: .leading)
                Text(row.pointsLabel)
                Spacer()
                Text(row.movementLabel)
                    .foregroundColor(row.movementLabel.hasPrefix("▲") ? .green : .red)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .toolbar {
            Toggle("Women", isOn: $showsWomen)
        }
        .task(id: showsWomen) {
            rankings = (try? await matchFeed.rankings(women: showsWomen)) ?? []
        }
        .onAppear {
            Task { await matchFeed.prefetchFlags() }
        }
    }
}
