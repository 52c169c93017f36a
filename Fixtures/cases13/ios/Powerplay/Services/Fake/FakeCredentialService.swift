import Foundation
import Observation

@Observable
@MainActor
final class FakeCredentialService: CredentialService {
    var currentUser: AppUser? = .preview

    func accessToken() async throws -> String { "preview-token" }

    func store(_ tokens: AuthTokens) async throws {
        currentUser = AppUser(idToken: tokens.idToken)
    }

    func signOut() async {
        currentUser = nil
    }
}
