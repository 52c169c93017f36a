import Foundation
import Observation

@Observable @MainActor
final class FakeAuthService: AuthService {
    private(set) var currentUser: AppUser? = AppUser(userId: "u-preview", email: "fan@pitstop.app", displayName: "Preview Fan", isAdmin: false)

    func signIn(email: String, password: String) async throws {}
    func signOut() async { currentUser = nil }
    func idToken() async throws -> String { "preview-token" }
}
