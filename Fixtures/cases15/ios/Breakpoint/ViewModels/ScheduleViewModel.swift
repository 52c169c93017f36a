import Foundation
import Observation

@Observable
@MainActor
final class ScheduleViewModel {
    private let feed: any MatchFeedService
    var searchText = ""

    init(feed: any MatchFeedService) {
        self.feed = feed
    }

    var liveMatches: [MatchItem] {
        feed.tournaments.flatMap(\.matches).filter(\.isLive)
    }

    var visibleGroups: [TournamentGroup] {
        let terms = searchText.lowercased().split(separator: " ")
        guard !terms.isEmpty else { return feed.tournaments }
        return feed.tournaments.filter { group in
            terms.allSatisfy { group.header.lowercased().contains($0) }
        }
    }

    var badgeCount: Int {
        feed.tournaments.reduce(0) { $0 + $1.matches.filter(\.isLive).count }
    }

    var longestMatch: MatchItem? {
        feed.tournaments.flatMap(\.matches).max { $0.elapsedMinutes < $1.elapsedMinutes }
    }

    func statusChip(for item: MatchItem) -> String {
        item.rainDelayNote ?? (item.isLive ? "Live" : item.statusText)
    }
}
