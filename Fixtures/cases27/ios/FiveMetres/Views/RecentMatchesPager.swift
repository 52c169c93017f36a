import SwiftUI

struct RecentMatchesPager: View {
    let items: [MatchItem]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.m) {
                ForEach(items, id: \.matchId) { item in
                    MatchRow(item: item)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}
