import Foundation
import Observation

@Observable @MainActor final class ScheduleViewModel {
    var leagueFilter: String?
    var searchText = ""
    var showsFinals = true
    private let schedule: any ScheduleService

    init(schedule: any ScheduleService) {
        self.schedule = schedule
    }

    var visibleSections: [LeagueSection] {
        schedule.sections.filter { leagueFilter == nil || $0.leagueCode == leagueFilter }
    }

    func liveGames(in section: LeagueSection) -> [GameCard] {
        section.games.filter { $0.isLive }
    }

    func badge(for game: GameCard) -> String {
        switch game.phase {
        case .live: return "LIVE"
        case .halftime: return "HALF"
        case .overtime: return "OT"
        case .final: return "FINAL"
        default: return game.startTimeText
        }
    }

    func totalGoals(in section: LeagueSection) -> Int {
        section.games.reduce(0) { $0 + $1.home.goals + $1.away.goals }
    }

    func leadingSide(of game: GameCard) -> TeamLine? {
        if game.home.goals == game.away.goals { return nil }
        return game.home.goals > game.away.goals ? game.home : game.away
    }

    /// How many rows the fan has pinned on this device.
    func pinnedSummary(pinned: [String]) -> String {
        "\(pinned.count) pinned"
    }

    func matches(_ game: GameCard) -> Bool {
        searchText.isEmpty || game.scoreLine.localizedCaseInsensitiveContains(searchText)
    }
}
