import Foundation
import Observation
import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    func snapshot(matchId: String) async throws -> InningsSnapshot
    func liveSnapshots() async throws -> [InningsSnapshot]
    func scorecard(matchId: String) async throws -> Scorecard
    func fixtures(day: String) async throws -> FixturesResponse
    func standings() async throws -> StandingsTable
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
