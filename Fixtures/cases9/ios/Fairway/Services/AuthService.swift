import Observation
import SwiftUI

@MainActor protocol AuthService: AnyObject, Observable {
    var isSignedIn: Bool { get }
    func currentIdToken() async throws -> String
    func signOut() async
}

private struct AuthServiceKey: EnvironmentKey {
    static let defaultValue: any AuthService = FakeAuthService()
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
