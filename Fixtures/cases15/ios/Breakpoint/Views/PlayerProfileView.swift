import SwiftUI

struct PlayerProfileView: View {
    var playerId: String
    @Environment(\.matchFeedService) private var feed
    @State private var profile: PlayerProfileResponse?
    @State private var pageIndex: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.md) {
                ForEach(Array((profile?.recentResults ?? []).prefix(10).enumerated()), id: \.offset) { index, result in
                    Text(result)
                        .containerRelativeFrame(.horizontal)
                        .id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $pageIndex)
        .overlay(alignment: .bottom) {
            Text("\((pageIndex ?? 0) + 1) of \(min(profile?.recentResults.count ?? 0, 10))")
                .font(Typography.caption)
        }
        .task { profile = try? await feed.profile(for: playerId) }
        .navigationTitle(profile?.player.name ?? "Player")
    }
}
