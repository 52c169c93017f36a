import ActivityKit
import Foundation
import Observation
import os
import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(matchId: String) async
    func unfollow(matchId: String) async
}

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let api: any CreaseAPI
    private let liveActivities: RealLiveActivityService
    @ObservationIgnored private let logger = Logger(subsystem: "app.crease", category: "Follow")

    init(api: any CreaseAPI, liveActivities: RealLiveActivityService) {
        self.api = api
        self.liveActivities = liveActivities
    }

    func follow(matchId: String) async {
        do {
            try await api.follow(matchId: matchId)
            followedMatchIds.insert(matchId)
        } catch {
            logger.error("Follow failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func unfollow(matchId: String) async {
        do {
            try await api.unfollow(matchId: matchId)
            followedMatchIds.remove(matchId)
            await liveActivities.end(matchId: matchId, final: nil)
        } catch {
            logger.error("Unfollow failed: \(error.localizedDescription, privacy: .public)")
        }
    }
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
