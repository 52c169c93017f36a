import Foundation

@Observable @MainActor final class FakeAuthService: AuthService {
    var currentUser: AppUser? = AppUser(userId: "preview-user", email: "fan@buttonline.app", isAdmin: false, favouriteTeamIds: ["can-homan"])
    func signIn(email: String, password: String) async throws {}
    func signOut() async { currentUser = nil }
}
