import SwiftUI

struct RecentMatchesStrip: View {
    let recent: [MatchItem]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Theme.Spacing.medium) {
                ForEach(recent, id: \.matchId) { item in
                    VStack(alignment: .leading, spacing: Theme.Spacing.small) {
                        Text(item.displayState.titleText)
                        Text(badgeTexts[item.matchId] ?? "")
                            .font(.caption2)
                        Text(footnote(for: item))
                            .font(.caption)
                    }
                    .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }

    private var badgeTexts: [String: String] {
        Dictionary(uniqueKeysWithValues: recent.map { ($0.matchId, $0.phase == .live ? "LIVE" : $0.displayState.badgeText) })
    }

    private func footnote(for item: MatchItem) -> String {
        guard item.phase != .completed else { return item.displayState.resultText ?? "" }
        return item.displayState.statusText
    }
}
