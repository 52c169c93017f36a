import Foundation
import Observation

@Observable @MainActor final class FakeAuthService: AuthService {
    private(set) var currentUser: AppUser? = AppUser(userId: "preview-user", email: "fan@peloton.app", groups: [])

    func signIn() async throws {}

    func signOut() async {
        currentUser = nil
    }

    func accessToken() async throws -> String? { nil }
}
