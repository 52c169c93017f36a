import Foundation
import Observation

@Observable @MainActor final class FakeAuthService: AuthService {
    var isSignedIn = true

    func currentIdToken() async throws -> String { "preview-token" }

    func signOut() async { isSignedIn = false }
}
