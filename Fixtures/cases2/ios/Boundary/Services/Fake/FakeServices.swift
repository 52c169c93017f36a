import Foundation

@Observable @MainActor final class FakeScheduleService: ScheduleService {
    var groups: [CompetitionGroup] = []
    func refresh() async {}
    func squad(for side: Side) async throws -> Squad { Squad(sideID: side.id, players: []) }
    func archive(for match: MatchSummary) async throws -> [MatchSummary] { [] }
}

@Observable @MainActor final class FakeFollowService: FollowService {
    func follow(sideID: String) async {}
    func unfollow(sideID: String) async {}
}

@Observable @MainActor final class FakeAdminService: AdminService {
    func submitScore(matchID: String, runs: Int, wickets: Int) async {}
}
