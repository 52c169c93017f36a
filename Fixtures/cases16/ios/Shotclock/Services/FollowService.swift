// FollowService.swift
// Shotclock

import SwiftUI

protocol FollowService: AnyObject, Observable {
    func toggle(gameId: String, currentlyFollowing: Bool) async throws -> Bool
    func follows() async throws -> [String]
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(liveActivities: RealLiveActivityService())
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
