import SwiftUI

@MainActor protocol FollowService: AnyObject, Observable {
    func follow(sideID: String) async
    func unfollow(sideID: String) async
}

struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = FakeFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
