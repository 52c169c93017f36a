import Foundation
import Observation
import os

@Observable @MainActor
final class RealMatchService: MatchService {
    private(set) var schedule: ScheduleResponse?
    private(set) var lastRefreshed: Date?

    private let http: HTTPClient
    private var cacheURL: URL
    private let logger = Logger(subsystem: "app.maul.ios", category: "MatchService")

    init(http: HTTPClient) {
        self.http = http
        self.cacheURL = URL.cachesDirectory.appending(path: "schedule.json")
    }

    func loadSchedule() async throws {
        if schedule == nil, let cached = try? Data(contentsOf: cacheURL) {
            schedule = try? JSONDecoder.maul.decode(ScheduleResponse.self, from: cached)
        }
        let fresh: ScheduleResponse = try await http.get("/schedule")
        schedule = fresh
        lastRefreshed = .now
        await persist(fresh)
    }

    func match(id: String) async throws -> Match {
        try await http.get("/matches/\(id)?include=events")
    }

    func liveMatches() async throws -> [MatchItem] {
        let response: LiveMatchesResponse = try await http.get("/matches/live")
        return response.matches
    }

    func shareText(for match: MatchItem) -> String {
        "\(match.homeTeam.shortName) \(match.homeScore)-\(match.awayScore) \(match.awayTeam.shortName), \(match.clockText)"
    }

    private func persist(_ response: ScheduleResponse) async {
        let url = cacheURL
        do {
            let data = try JSONEncoder().encode(response)
            try await Task.detached(priority: .utility) { try data.write(to: url, options: .atomic) }.value
        } catch {
            logger.error("Schedule cache write failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
