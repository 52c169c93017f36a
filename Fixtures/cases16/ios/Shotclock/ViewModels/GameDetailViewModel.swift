// GameDetailViewModel.swift
// Shotclock

import Foundation
import Observation
import os

@Observable
@MainActor
final class GameDetailViewModel {
    private(set) var game: GameItem?
    private(set) var displayState: LiveActivityDisplayState?
    private(set) var isFollowing = false
    private(set) var lastRefreshed = Date.distantPast
    private let logger = Logger(subsystem: "app.shotclock", category: "game-detail")
    private let clipsCache: FakeHighlightsService

    init(clipsCache: FakeHighlightsService = FakeHighlightsService()) {
        self.clipsCache = clipsCache
    }

    var sentiment: Sentiment { displayState?.sentiment ?? .neutral }

    var pointsPerMinute: Double {
        guard let game, game.clockSeconds < 720 else { return 0 }
        let elapsed = Double(720 - game.clockSeconds) / 60
        return Double(game.homeScore + game.awayScore) / max(elapsed, 1)
    }

    var paceText: String { String(format: "%.1f pts/min", pointsPerMinute) }

    var winProbabilityValue: Double {
        guard let raw = game?.winProbability?.dropLast() else { return 0 }
        return Double(raw) ?? 0
    }

    var recordParts: [Int] { game?.record.split(separator: "-").compactMap { Int($0) } ?? [] }

    var secondsSinceRefresh: Int { Int(Date.now.timeIntervalSince(lastRefreshed)) }

    var timeoutsUsed: Int { 7 - (game?.homeTimeoutsLeft ?? 7) }

    func load(gameId: String, using service: any ScoresService) async {
        do {
            game = try await service.game(id: gameId)
            displayState = try await service.displayState(gameId: gameId)
            lastRefreshed = .now
            // umpire:disable-next-line no-print -- temporary tracing for the OT clock bug
            logger.debug("loaded \(gameId, privacy: .public)")
        } catch {
            logger.error("game \(gameId, privacy: .public) failed to load: \(error.localizedDescription)")
        }
    }

    func toggleFollow(gameId: String, using service: any FollowService) async {
        do {
            isFollowing = try await service.toggle(gameId: gameId, currentlyFollowing: isFollowing)
            print("follow toggled", gameId, isFollowing)
        } catch {
            logger.error("toggle follow failed: \(error.localizedDescription)")
        }
    }
}
