import Foundation
import Observation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private(set) var schedule: ScheduleResponse?

    private let client: any HTTPClient
    private var dayFormatter: DateFormatter
    private let logger = Logger(subsystem: "app.deuce", category: "MatchService")

    init(client: any HTTPClient) {
        self.client = client
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .iso8601)
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd"
        self.dayFormatter = formatter
    }

    func loadSchedule(day: Date) async throws {
        let request = APIRequest<ScheduleResponse>(
            path: "matches/schedule",
            query: [URLQueryItem(name: "day", value: dayFormatter.string(from: day))]
        )
        do {
            schedule = try await client.send(request)
        } catch {
            print("schedule load failed: \(error)")
            throw error
        }
    }

    func match(id: String, includeStats: Bool) async throws -> MatchItem {
        let query = includeStats ? [URLQueryItem(name: "include", value: "stats")] : []
        return try await client.send(APIRequest<MatchItem>(path: "matches/\(id)", query: query))
    }

    func orderOfPlay(tournamentId: String, day: Int) async throws -> OrderOfPlayDay {
        try await client.send(APIRequest<OrderOfPlayDay>(
            path: "tournaments/\(tournamentId)/order-of-play",
            query: [URLQueryItem(name: "day", value: String(day))]
        ))
    }

    func points(matchId: String) async throws -> PointByPointResponse {
        do {
            return try await client.send(APIRequest<PointByPointResponse>(path: "matches/\(matchId)/points"))
        } catch {
            logger.error("points for \(matchId, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
            throw error
        }
    }
}
