// FakeScoresService.swift
// Shotclock — preview and test stub.

import Foundation
import Observation

@Observable
@MainActor
final class FakeScoresService: ScoresService {
    var scheduleToReturn = PreviewData.schedule
    var delay: Duration = .zero

    func schedule(league: String) async throws -> ScheduleResponse {
        try await Task.sleep(for: delay)
        return scheduleToReturn
    }

    func game(id: String) async throws -> GameItem { PreviewData.closeGame }
    func displayState(gameId: String) async throws -> LiveActivityDisplayState { PreviewData.overtime }
    func boxScore(gameId: String) async throws -> BoxScoreResponse { PreviewData.boxScore }
    func plays(gameId: String) async throws -> [PlayEvent] { PreviewData.plays }
    func standings() async throws -> [Standing] { [] }
    func cancelPlays(gameId: String) async {}
}
