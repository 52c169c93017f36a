import SwiftUI

struct FollowingListView: View {
    @Environment(\.followService) private var follows
    @State private var items: [MatchItem] = []

    var body: some View {
        List(items, id: \.matchId) { item in
            MatchRow(item: item)
                .swipeActions {
                    Button("Unfollow", role: .destructive) {
                        Task { await follows.unfollow(matchId: item.matchId) }
                    }
                }
        }
        .overlay {
            if items.isEmpty {
                ContentUnavailableView("Nothing followed yet", systemImage: "star")
            }
        }
        .navigationTitle("Following (\(items.count))")
        .onAppear {
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
        .task {
            items = await follows.followedMatches()
        }
        .onDisappear {
            Task { await follows.flushPendingUnfollows() }
        }
    }
}
