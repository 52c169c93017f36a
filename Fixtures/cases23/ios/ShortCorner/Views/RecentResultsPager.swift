import SwiftUI

struct RecentResultsPager: View {
    let results: [MatchItem]
    @Environment(\.matchService) private var matchService

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.m) {
                ForEach(results, id: \.matchId) { result in
                    MatchRow(match: result)
                        .padding(Theme.Spacing.m)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .onAppear {
            Task { await matchService.refreshLive() }
        }
    }
}

#Preview {
    RecentResultsPager(results: [PreviewFixtures.matchItem])
}
