import Foundation

@Observable @MainActor final class FakeAuthService: AuthService {
    var currentUser: AppUser? = AppUser(sub: "preview", email: "preview@deuce.app", groups: [])

    func idToken() async throws -> String { "preview-token" }
    func signIn() async throws {}
    func signOut() async { currentUser = nil }
}
