import Foundation
import Observation
import os

@Observable @MainActor
final class RealScoreboardService: ScoreboardService {
    private(set) var lastRefreshed: Date?
    private var cache: [String: ScoreboardResponse] = [:]
    private var baseURL: URL
    private let api: APIClient

    init(baseURL: URL) {
        self.baseURL = baseURL
        self.api = APIClient(baseURL: baseURL)
    }

    func scoreboard(for date: Date) async throws -> ScoreboardResponse {
        let key = Self.dayKey(date)
        if let cached = cache[key], let lastRefreshed, Date().timeIntervalSince(lastRefreshed) < 15 {
            return cached
        }
        do {
            let response = try await withRetry { [api] in
                try await api.get("scoreboard/\(key)", as: ScoreboardResponse.self)
            }
            cache[key] = response
            lastRefreshed = Date()
            return response
        } catch {
            print("scoreboard fetch failed for \(key): \(error)")
            throw error
        }
    }

    func game(id: String) async throws -> Game {
        try await api.get("games/\(id)", as: Game.self)
    }

    func boxScore(gameId: String) async throws -> BoxScore {
        try await api.get("games/\(gameId)/boxscore", as: BoxScore.self)
    }

    /// Warms the detail cache for every live game on the slate.
    func prefetch(gameIds: [String]) async {
        await withTaskGroup(of: Void.self) { [api] group in
            for id in gameIds {
                group.addTask { _ = try? await api.get("games/\(id)", as: Game.self) }
            }
            await group.waitForAll()
        }
    }

    private func withRetry<T>(attempts: Int = 3, _ body: () async throws -> T) async throws -> T {
        var lastError: Error?
        for attempt in 0..<attempts {
            do {
                return try await body()
            } catch {
                lastError = error
                try await Task.sleep(for: .milliseconds(250 * (attempt + 1)))
            }
        }
        throw lastError ?? URLError(.unknown)
    }

    private static func dayKey(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = .current
        return formatter.string(from: date)
    }
}
