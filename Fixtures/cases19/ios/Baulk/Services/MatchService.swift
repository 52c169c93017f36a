import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    func schedule() async throws -> ScheduleResponse
    func match(id: String) async throws -> MatchItem
}

private struct MatchServiceKey: EnvironmentKey {
    static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
