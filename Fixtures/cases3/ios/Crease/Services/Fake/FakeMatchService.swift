import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var snapshotToReturn = PreviewData.chasingSnapshot

    func snapshot(matchId: String) async throws -> InningsSnapshot {
        snapshotToReturn
    }

    func liveSnapshots() async throws -> [InningsSnapshot] {
        [PreviewData.chasingSnapshot, PreviewData.breakSnapshot]
    }

    func scorecard(matchId: String) async throws -> Scorecard {
        PreviewData.scorecard
    }

    func fixtures(day: String) async throws -> FixturesResponse {
        FixturesResponse(dayTitle: "Saturday 14 June", emptyText: "No cricket today — back tomorrow", fixtures: [])
    }

    func standings() async throws -> StandingsTable {
        PreviewData.standings
    }
}

@Observable
@MainActor
final class FakeFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = ["m-1042"]

    func follow(matchId: String) async {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async {
        followedMatchIds.remove(matchId)
    }
}

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var trackedMatchIds: Set<String> = []

    func start(matchId: String, attributes: CreaseActivityAttributes, initial: CreaseActivityAttributes.ContentState) async throws {
        trackedMatchIds.insert(matchId)
    }

    func end(matchId: String, final: CreaseActivityAttributes.ContentState?) async {
        trackedMatchIds.remove(matchId)
    }
}
