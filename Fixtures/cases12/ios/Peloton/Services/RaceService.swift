import SwiftUI

@MainActor protocol RaceService: AnyObject, Observable {
    var races: [RaceHubItem] { get }
    var emptyMessage: String? { get }
    func loadRaces() async throws
    func stageDisplay(stageId: String) async throws -> StageDisplayState
    func standings(raceId: String) async throws -> StandingsResponse
    func riderProfile(riderId: String) async throws -> RiderProfile
}

private struct RaceServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any RaceService = FakeRaceService()
}

extension EnvironmentValues {
    var raceService: any RaceService {
        get { self[RaceServiceKey.self] }
        set { self[RaceServiceKey.self] = newValue }
    }
}
