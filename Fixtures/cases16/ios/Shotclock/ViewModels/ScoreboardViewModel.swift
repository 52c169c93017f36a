// ScoreboardViewModel.swift
// Shotclock

import Foundation
import Observation

@Observable
@MainActor
final class ScoreboardViewModel {
    private(set) var leagues: [LeagueGroup] = []
    private(set) var followedGames: [GameItem] = []

    func refresh(using service: any ScoresService, league: String = "nba") async {
        do {
            let schedule = try await service.schedule(league: league)
            leagues = schedule.leagues.map { group in
                LeagueGroup(leagueCode: group.leagueCode, leagueTitle: group.leagueTitle.uppercased(), games: group.games)
            }
            followedGames = leagues.flatMap(\.games).filter { $0.isFavorite == true }
            debugPrint(schedule.generatedAt)
        } catch {
            NSLog("schedule refresh failed: %@", error.localizedDescription)
        }
    }

    func totalPoints(in game: GameItem) -> Int {
        [game.homeScore, game.awayScore].reduce(0, +)
    }

    func tipoffLabel(for game: GameItem, formatter: DateFormatter = .shotclockShortTime) -> String {
        formatter.string(from: game.tipoffAt)
    }

    func leaders(in games: [GameItem]) -> [GameItem] {
        games.sorted { ($0.homeScore + $0.awayScore) > ($1.homeScore + $1.awayScore) }
    }

    func visibleGames(limit: Int) -> [GameItem] {
        Array(leagues.flatMap(\.games).prefix(limit))
    }
}
