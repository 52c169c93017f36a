import Foundation
import Observation

/// A signed-in fan for previews and tests; never talks to the network.
@Observable @MainActor final class FakeAuthService: AuthService {
    var currentUser: AppUser? = AppUser(id: "preview-user", email: "fan@example.com", isAdmin: false)

    func signIn(email: String, password: String) async throws {
        currentUser = AppUser(id: "preview-user", email: email, isAdmin: false)
    }

    func signOut() async {
        currentUser = nil
    }
}
