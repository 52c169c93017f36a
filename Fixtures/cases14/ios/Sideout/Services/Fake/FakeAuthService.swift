import Foundation
import Observation

@Observable @MainActor
final class FakeAuthService: AuthService {
    var user: AppUser? = AppUser(userId: "preview-user", email: "fan@example.com", groups: [])
    func currentUser() async -> AppUser? { user }
    func idToken() async -> String? { "preview-token" }
    func signOut() async { user = nil }
}
