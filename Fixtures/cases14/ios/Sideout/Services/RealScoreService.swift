import Foundation
import Observation
import SwiftUI

@Observable @MainActor
final class RealScoreService: ScoreService {
    private(set) var liveMatches: [MatchItem] = []
    private(set) var lastError: APIError?
    private let api: any APIClient
    private let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    init(api: any APIClient) {
        self.api = api
    }

    func refreshLive() async {
        do {
            let response = try await api.send(Endpoints.liveMatches)
            liveMatches = response.matches
            lastError = nil
        } catch let error as APIError {
            lastError = error
        } catch {
            lastError = .offline
        }
    }

    func schedule(for date: Date) async throws -> ScheduleResponse {
        let day = dayFormatter.string(from: date)
        return try await api.send(Endpoints.schedule(date: day))
    }

    func match(id: String) async throws -> Match {
        try await api.send(Endpoints.match(id: id))
    }

    func rallies(matchId: String) async throws -> [RallyEvent] {
        try await Task.sleep(for: .milliseconds(150))
        return try await api.send(Endpoints.rallies(matchId: matchId))
    }
}
