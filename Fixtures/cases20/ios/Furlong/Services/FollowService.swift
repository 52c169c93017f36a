import SwiftUI

protocol FollowService: AnyObject {
    var followedRaceIds: Set<String> { get }
    func follow(raceId: String, runnerId: String?) async throws -> FollowResponse
    func unfollow(raceId: String) async throws
    func syncFollows() async throws
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(api: APIClient.shared)
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
