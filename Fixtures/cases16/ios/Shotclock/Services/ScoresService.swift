// ScoresService.swift
// Shotclock

import SwiftUI

@MainActor
protocol ScoresService: AnyObject, Observable {
    func schedule(league: String) async throws -> ScheduleResponse
    func game(id: String) async throws -> GameItem
    func displayState(gameId: String) async throws -> LiveActivityDisplayState
    func boxScore(gameId: String) async throws -> BoxScoreResponse
    func plays(gameId: String) async throws -> [PlayEvent]
    func standings() async throws -> [Standing]
    func cancelPlays(gameId: String) async
}

private struct ScoresServiceKey: EnvironmentKey {
    static let defaultValue: any ScoresService = FakeScoresService()
}

extension EnvironmentValues {
    var scoresService: any ScoresService {
        get { self[ScoresServiceKey.self] }
        set { self[ScoresServiceKey.self] = newValue }
    }
}
