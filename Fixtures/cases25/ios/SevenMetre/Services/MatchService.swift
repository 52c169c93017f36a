import Foundation
import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    func schedule() async throws -> ScheduleResponse
    func match(id: String) async throws -> Match
    func groupTables(competition: String) async throws -> [GroupTable]
}

private struct MatchServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
