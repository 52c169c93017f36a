import Foundation
import Observation
import os
import SwiftUI

@Observable @MainActor final class RealLeaderboardService: LeaderboardService {
    private(set) var leaderboard: LeaderboardResponse?
    private(set) var lastError: LeaderboardServiceError?

    private let api: any APIClient
    private let auth: RealAuthService
    private let logger = Logger.fairway(.leaderboard)
    private var activeTournamentId: String?
    private var pollTask: Task<Void, Never>?
    private var pollInterval: Duration = .seconds(30)

    init(api: any APIClient, auth: RealAuthService) {
        self.api = api
        self.auth = auth
    }

    func refresh(tournamentId: String) async {
        activeTournamentId = tournamentId
        do {
            let token = try await auth.currentIdToken()
            leaderboard = try await api.get("/tournaments/\(tournamentId)/leaderboard", bearer: token)
            lastError = nil
        } catch let error as URLError where error.code == .notConnectedToInternet {
            lastError = .offline
        } catch {
            logger.error("leaderboard refresh failed: \(error.localizedDescription, privacy: .public)")
            lastError = .decoding
        }
    }

    func handle(scenePhase: ScenePhase) {
        switch scenePhase {
        case .active:
            startPolling()
        case .background, .inactive:
            pollTask?.cancel()
        @unknown default:
            break
        }
    }

    // Polling suspends with Task.sleep; never DispatchSemaphore or Thread.sleep here.
    private func startPolling() {
        pollTask?.cancel()
        pollTask = Task { [weak self] in
            while !Task.isCancelled {
                guard let self, let id = self.activeTournamentId else { return }
                await self.refresh(tournamentId: id)
                try? await Task.sleep(for: self.pollInterval)
            }
        }
    }
}
