import Foundation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private(set) var liveMatches: [Match] = []
    private let api: APIClient
    private let logger = Logger(subsystem: "app.centrepass", category: "matches")
    private var lastRefresh: Date?

    init(api: APIClient) {
        self.api = api
    }

    func loadSchedule() async throws -> ScheduleResponse {
        let response: ScheduleResponse = try await api.get("/schedule")
        lastRefresh = .now
        return response
    }

    func loadMatch(id: String) async throws -> Match {
        do {
            let match: Match = try await api.get("/matches/\(id)")
            if let index = liveMatches.firstIndex(where: { $0.matchId == id }) {
                liveMatches[index] = match
            }
            return match
        } catch {
            logger.error("loadMatch failed for \(id, privacy: .public): \(error.localizedDescription)")
            throw error
        }
    }

    func loadQuarters(matchId: String) async throws -> [QuarterScore] {
        try await api.get("/matches/\(matchId)/quarters")
    }

    func loadRatings(matchId: String) async throws -> [PlayerRating] {
        let ratings: [PlayerRating] = try await api.get("/matches/\(matchId)/ratings")
        return ratings.sorted { $0.rating > $1.rating }
    }

    func refreshLive() async {
        do {
            let response: LiveMatchesResponse = try await api.get("/matches/live")
            let ids = response.matches.map(\.matchId)
            var refreshed: [Match] = []
            for id in ids {
                refreshed.append(try await loadMatch(id: id))
            }
            liveMatches = refreshed
        } catch {
            print("live refresh failed: \(error)")
        }
    }
}
