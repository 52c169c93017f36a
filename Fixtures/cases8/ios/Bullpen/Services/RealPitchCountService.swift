import Foundation
import Observation
import SwiftUI
import os

/// Polls pitching lines while the game detail screen is open. Polling pauses
/// whenever the scene leaves the foreground.
@Observable @MainActor
final class RealPitchCountService: PitchCountService {
    private(set) var lines: [PitchingLine] = []
    private var pollInterval: Duration = .seconds(20)
    private var pollTask: Task<Void, Never>?
    private let api: APIClient
    private let scoreboard: any ScoreboardService

    init(api: APIClient, scoreboard: any ScoreboardService) {
        self.api = api
        self.scoreboard = scoreboard
    }

    func pitchingLines(gameId: String) async throws -> [PitchingLine] {
        try await scoreboard.boxScore(gameId: gameId).pitchers
    }

    func startPolling(gameId: String) {
        pollTask?.cancel()
        pollTask = Task { [weak self, pollInterval] in
            while !Task.isCancelled {
                if let lines = try? await self?.pitchingLines(gameId: gameId) {
                    self?.lines = lines
                }
                try? await Task.sleep(for: pollInterval)
            }
        }
    }

    func stopPolling() {
        pollTask?.cancel()
        pollTask = nil
    }

    func scenePhaseChanged(to phase: ScenePhase, gameId: String) {
        if phase == .active { startPolling(gameId: gameId) } else { stopPolling() }
    }

    /// Used by the pitching-change banner when the detail screen is not observing.
    func refreshNow(gameId: String) {
        let group = DispatchGroup()
        group.enter()
        Task {
            lines = (try? await pitchingLines(gameId: gameId)) ?? lines
            group.leave()
        }
        group.wait()
    }
}
