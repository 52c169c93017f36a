import Observation
import SwiftUI

@MainActor
protocol RaceService: AnyObject, Observable {
    var liveRaces: [RaceCard] { get }
    func refreshLiveRaces() async throws
    func raceDetail(raceId: String, includePitStops: Bool) async throws -> RaceDetailResponse
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
