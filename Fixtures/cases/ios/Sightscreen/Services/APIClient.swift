import SwiftUI

@MainActor
protocol APIClient: AnyObject, Observable {
    func schedule() async throws -> ScheduleResponse
    func postFollow(matchId: String, teamId: String?) async throws -> FollowResponse
    func deleteFollow(matchId: String) async throws
    func postActivityToken(matchId: String, pushToken: String) async throws
    func postFrequentPushes(enabled: Bool) async throws
    func deleteActivitySubscription(matchId: String) async throws
}

struct APIClientKey: EnvironmentKey {
    @MainActor static let defaultValue: any APIClient = FakeAPIClient()
}

extension EnvironmentValues {
    var apiClient: any APIClient {
        get { self[APIClientKey.self] }
        set { self[APIClientKey.self] = newValue }
    }
}
