import SwiftUI

/// Holds the signed-in user's Cognito tokens.
@MainActor
protocol CredentialService: AnyObject, Observable {
    var currentUser: AppUser? { get }
    func accessToken() async throws -> String
    func store(_ tokens: AuthTokens) async throws
    func signOut() async
}

private struct CredentialServiceKey: EnvironmentKey {
    static let defaultValue: any CredentialService = FakeCredentialService()
}

extension EnvironmentValues {
    var credentialService: any CredentialService {
        get { self[CredentialServiceKey.self] }
        set { self[CredentialServiceKey.self] = newValue }
    }
}
