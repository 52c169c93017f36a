import SwiftUI

@MainActor protocol AuthService: AnyObject, Observable {
    var currentUser: AppUser? { get }
    func signIn() async throws
    func signOut() async
    func accessToken() async throws -> String?
}

private struct AuthServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any AuthService = CognitoAuthService(poolId: "preview")
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
