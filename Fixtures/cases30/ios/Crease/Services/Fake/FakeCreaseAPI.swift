import Foundation

@Observable @MainActor final class FakeCreaseAPI: CreaseAPI {
    let lastStatusCode: Int? = 200
    func schedule() async throws -> ScheduleResponse {
        ScheduleResponse(sections: PreviewGames.sections, generatedAt: .now, schemaVersion: 7)
    }
    func gameDetail(id: String) async throws -> GameDetail { PreviewGames.detail }
    func penaltyBox(gameId: String) async throws -> PenaltyBoxResponse { PreviewGames.penaltyBox }
    func follow(gameId: String, teamId: String?) async throws -> FollowResponse {
        FollowResponse(gameId: gameId, status: .following, teamId: teamId, confirmationText: "Following Archers vs Atlas")
    }
    func unfollow(gameId: String) async throws {}
    func registerActivityToken(_ token: String, gameId: String) async throws {}
    func replaceActivityToken(_ token: String, gameId: String) async throws {}
    func registerPushToStartToken(_ token: String) async throws {}
    func setAuthToken(_ token: String?) {}
}
