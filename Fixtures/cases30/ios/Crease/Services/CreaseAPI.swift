import SwiftUI

@MainActor protocol CreaseAPI: AnyObject, Observable {
    var lastStatusCode: Int? { get }
    func schedule() async throws -> ScheduleResponse
    func gameDetail(id: String) async throws -> GameDetail
    func penaltyBox(gameId: String) async throws -> PenaltyBoxResponse
    func follow(gameId: String, teamId: String?) async throws -> FollowResponse
    func unfollow(gameId: String) async throws
    func registerActivityToken(_ token: String, gameId: String) async throws
    func replaceActivityToken(_ token: String, gameId: String) async throws
    func registerPushToStartToken(_ token: String) async throws
    func setAuthToken(_ token: String?)
}

private struct CreaseAPIKey: EnvironmentKey {
    static let defaultValue: any CreaseAPI = FakeCreaseAPI()
}

extension EnvironmentValues {
    var creaseAPI: any CreaseAPI {
        get { self[CreaseAPIKey.self] }
        set { self[CreaseAPIKey.self] = newValue }
    }
}
