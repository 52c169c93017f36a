import Foundation
import Observation

@Observable
@MainActor
final class FakeAPIClient: APIClient {
    func schedule() async throws -> ScheduleResponse {
        ScheduleResponse(groups: PreviewMatches.schedule)
    }

    func postFollow(matchId: String, teamId: String?) async throws -> FollowResponse {
        FollowResponse(matchId: matchId, status: .following, initialDisplayState: nil)
    }

    func deleteFollow(matchId: String) async throws {}
    func postActivityToken(matchId: String, pushToken: String) async throws {}
    func postFrequentPushes(enabled: Bool) async throws {}
    func deleteActivitySubscription(matchId: String) async throws {}
}
