import Foundation
import SwiftUI

@MainActor protocol RaceFeedService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    func loadSchedule() async throws
    func raceDetail(id: String) async throws -> RaceDetailResponse
}

private struct RaceFeedServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any RaceFeedService = FakeRaceFeedService()
}

extension EnvironmentValues {
    var raceFeedService: any RaceFeedService {
        get { self[RaceFeedServiceKey.self] }
        set { self[RaceFeedServiceKey.self] = newValue }
    }
}
