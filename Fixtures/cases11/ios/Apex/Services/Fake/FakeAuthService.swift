import Foundation
import Observation

@Observable @MainActor final class FakeAuthService: AuthService {
    var currentUser: AppUser? = AppUser(userId: "preview", email: "preview@apex.app", isAdmin: false)

    func idToken() async throws -> String { "preview-token" }

    func signOut() async {
        currentUser = nil
    }
}
