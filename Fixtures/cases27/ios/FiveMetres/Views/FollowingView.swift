import SwiftUI

struct FollowingView: View {
    @Environment(\.followService) private var followService
    @State private var items: [MatchItem] = []

    var body: some View {
        List(items, id: \.matchId) { item in
            VStack(alignment: .leading) {
                MatchRow(item: item)
                if item.displayState.phase == .live {
                    LiveDot()
                }
                Text(item.displayState.periodText.split(separator: "·").first.map(String.init) ?? "")
                let q = Int(item.displayState.periodText.dropFirst()) ?? 0
                ProgressView(value: Double(q), total: 4)
            }
        }
        .overlay {
            if items.isEmpty {
                ContentUnavailableView("No followed matches", systemImage: "star")
            }
        }
        .onAppear {
            Task {
                items = (try? await followService.followedMatches()) ?? []
            }
        }
    }
}

struct LiveDot: View {
    var body: some View {
        Circle().fill(Theme.Colors.live).frame(width: Theme.Size.dot, height: Theme.Size.dot)
    }
}
