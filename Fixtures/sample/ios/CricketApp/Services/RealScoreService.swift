import Foundation
import SwiftUI

/// Polls the backend for a match's display state.
final class RealScoreService: ScoreService {
    private let auth: RealAuthService
    private let session: URLSession = .shared
    private var cached: [String: MatchDisplayState] = [:]

    init(auth: any AuthService) {
        self.auth = auth as! RealAuthService
    }

    func displayState(for matchID: String) async throws -> MatchDisplayState {
        let url = URL(string: "https://api.cricket.app/v1/matches/\(matchID)/display")!
        let (data, _) = try await session.data(from: url)
        let state = try JSONDecoder().decode(MatchDisplayState.self, from: data)
        cached[matchID] = state
        return state
    }

    /// Widgets ask for the last state synchronously, so this waits for a refresh.
    func latestState(for matchID: String) -> MatchDisplayState? {
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            _ = try? await displayState(for: matchID)
            semaphore.signal()
        }
        semaphore.wait()
        return cached[matchID]
    }

    func retryAfterThrottle() async throws {
        try await Task.sleep(for: .seconds(2))
    }
}

/// Canned scores for previews.
@Observable @MainActor final class FakeScoreService: ScoreService {
    func displayState(for matchID: String) async throws -> MatchDisplayState {
        throw URLError(.notConnectedToInternet)
    }
}
