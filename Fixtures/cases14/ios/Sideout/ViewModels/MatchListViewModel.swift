import Foundation
import Observation

@Observable @MainActor
final class MatchListViewModel {
    var liveOnly = false

    func visible(_ items: [MatchItem]) -> [MatchItem] {
        liveOnly ? items.filter(\.isLive) : items
    }

    func setsPlayed(in item: MatchItem) -> Int {
        (item.setsText ?? "0-0")
            .split(separator: "-")
            .compactMap { Int($0) }
            .reduce(0, +)
    }
}
