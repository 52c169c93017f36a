import Foundation
import Observation

@Observable @MainActor final class ScheduleViewModel {
    var searchText = ""
    var selectedTier: SlamTier?
    private(set) var groups: [EventGroup] = []
    private let schedule: any ScheduleService

    init(schedule: any ScheduleService) {
        self.schedule = schedule
    }

    func reload() async {
        try? await schedule.refresh()
        groups = schedule.schedule?.events ?? []
    }

    var searchTerms: [Substring] {
        searchText.lowercased().split(separator: " ")
    }

    func matches(_ game: GameItem) -> Bool {
        guard !searchTerms.isEmpty else { return true }
        let haystack = "\(game.homeName) \(game.awayName)".lowercased()
        return searchTerms.allSatisfy { haystack.contains($0) }
    }

    func homeStones(in game: GameItem) -> Int {
        let parts = game.scoreline.split(separator: "-")
        return Int(parts.first ?? "") ?? 0
    }

    func currentEnd(of game: GameItem) -> Int? {
        Int(game.endLabel.filter(\.isNumber))
    }

    func liveGames(in draw: DrawGroup) -> [GameItem] {
        draw.games.filter(\.isLive)
    }

    var followedCountLabel: Int {
        groups.flatMap(\.draws).count
    }
}
