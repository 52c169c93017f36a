import Observation
import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedRaceIds: Set<String> { get }
    func follow(race: RaceCard, driverId: String?) async throws
    func unfollow(raceId: String) async throws
}

private struct FollowServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FollowService = FakeFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
