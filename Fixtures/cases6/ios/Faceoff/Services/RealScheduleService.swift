import Observation
import SwiftUI

@Observable
final class RealScheduleService: ScheduleService {
    private(set) var groups: [LeagueGroup] = []
    private(set) var lastRefreshed: Date?
    private var api: APIClient

    init(api: APIClient) {
        self.api = api
    }

    func refresh(day: Date) async throws {
        let response: ScheduleResponse = try await api.get(.schedule(day: Self.queryDay(day)))
        groups = response.groups
        lastRefreshed = .now
    }

    func gameDetail(gameId: String) async throws -> GameDetailResponse {
        try await api.get(.gameDetail(gameId: gameId))
    }

    /// The schedule endpoint takes the calendar day the user picked, as yyyy-MM-dd.
    private static func queryDay(_ day: Date) -> String {
        day.formatted(.iso8601.year().month().day())
    }
}
