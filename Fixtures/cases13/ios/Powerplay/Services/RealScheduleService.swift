import Foundation
import Observation
import SwiftUI

@Observable
@MainActor
final class RealScheduleService: ScheduleService {
    private let api: any APIClientProtocol
    private var cache: [ScheduleDay] = []

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func schedule() async throws -> [ScheduleDay] {
        let response = try await api.send(.schedule)
        cache = response.leagues.flatMap { league in
            league.days.map { day in
                ScheduleDay(id: day.id, heading: "\(league.name) · \(day.dateLabel)", games: day.matches)
            }
        }
        print("schedule: \(cache.count) days")
        return cache
    }

    func liveNow() async throws -> [Fixture] {
        try await api.send(.liveMatches).matches
    }
}
