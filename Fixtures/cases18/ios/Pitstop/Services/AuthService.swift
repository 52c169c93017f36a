import Observation
import SwiftUI

@MainActor
protocol AuthService: AnyObject, Observable {
    var currentUser: AppUser? { get }
    func signIn(email: String, password: String) async throws
    func signOut() async
    func idToken() async throws -> String
}

private struct AuthServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any AuthService = FakeAuthService()
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
