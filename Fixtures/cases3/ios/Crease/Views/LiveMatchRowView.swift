import SwiftUI

/// Row in the "Live now" rail on the home tab. Parent: `HomeView`.
struct LiveMatchRowView: View {
    let snapshot: InningsSnapshot

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.tight) {
            Text(snapshot.headline)
                .font(Theme.Fonts.headline)
                .lineLimit(1)
            Text(snapshot.scoreText)
                .font(Theme.Fonts.score)
            Text(snapshot.updatedAt, style: .relative)
                .font(Theme.Fonts.caption)
                .foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.card)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(snapshot.headline), \(snapshot.scoreText), \(snapshot.statusLine)")
        .accessibilityHint("Opens the match centre")
    }
}

struct HomeView: View {
    @Environment(\.matchService) private var matchService
    @State private var live: [InningsSnapshot] = []

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.medium) {
                ForEach(live) { snapshot in
                    LiveMatchRowView(snapshot: snapshot)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .task { live = (try? await matchService.liveSnapshots()) ?? [] }
    }
}
