import Foundation
import Observation
import os

@Observable
@MainActor
final class RealScorecardService: ScorecardService {
    private let session: URLSession
    private let baseURL: URL
    private let cacheDirectory: URL
    private let logger = Logger(subsystem: "app.powerplay", category: "Scorecard")

    init(session: URLSession = .shared, baseURL: URL, cacheDirectory: URL) {
        self.session = session
        self.baseURL = baseURL
        self.cacheDirectory = cacheDirectory
    }

    func scorecard(for fixtureId: String) async throws -> Scorecard {
        let cached = cacheDirectory.appending(path: "scorecard-\(fixtureId).json")
        if FileManager.default.fileExists(atPath: cached.path()),
           let data = try? Data(contentsOf: cached),
           let scorecard = try? JSONDecoder.powerplay.decode(Scorecard.self, from: data) {
            Task { await refresh(fixtureId, into: cached) }
            return scorecard
        }
        return try await refresh(fixtureId, into: cached)
    }

    @discardableResult
    private func refresh(_ fixtureId: String, into cached: URL) async throws -> Scorecard {
        let url = baseURL.appending(path: "matches/\(fixtureId)/scorecard")
        let (data, response) = try await session.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        do {
            try data.write(to: cached, options: .atomic)
        } catch {
            logger.notice("scorecard cache write failed: \(error.localizedDescription)")
        }
        return try JSONDecoder.powerplay.decode(Scorecard.self, from: data)
    }
}
