import Foundation
import os

@Observable @MainActor
final class RealMatchService: MatchService {
    private(set) var liveMatches: [MatchItem] = []
    private let api: APIClient
    private let logger = Logger(subsystem: "com.edgeball.app", category: "matches")

    init(api: APIClient) {
        self.api = api
    }

    func loadSchedule(day: Date) async throws -> [MatchItem] {
        let stamp = day.formatted(.iso8601.year().month().day())
        let response: MatchListResponse = try await api.get("/matches?day=\(stamp)")
        return response.matches
    }

    func loadDisplay(matchId: String) async throws -> MatchDisplayState {
        try await api.get("/matches/\(matchId)/display")
    }

    func refreshLive() async throws {
        let response: MatchListResponse = try await api.get("/matches/live")
        liveMatches = response.matches
        logger.debug("live matches: \(response.matches.count)")
    }

    func cachedSchedule() throws -> [MatchItem] {
        let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("schedule.json")
        let data = try Data(contentsOf: url)
        return try JSONDecoder.edgeBall.decode(MatchListResponse.self, from: data).matches
    }

    func pollUntilLive(matchId: String) async throws {
        while !liveMatches.contains(where: { $0.matchId == matchId }) {
            try await Task.sleep(for: .seconds(15))
            try await refreshLive()
        }
    }
}
