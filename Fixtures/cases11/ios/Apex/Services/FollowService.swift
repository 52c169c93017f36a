import Foundation
import SwiftUI

protocol FollowService: AnyObject {
    var followedRaceIds: Set<String> { get }
    func follow(raceId: String, driverCode: String?) async throws -> FollowResponse
    func unfollow(raceId: String) async throws
}

private struct FollowServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FollowService = RealFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
