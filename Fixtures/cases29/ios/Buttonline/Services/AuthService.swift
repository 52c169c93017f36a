import SwiftUI

@MainActor protocol AuthService: AnyObject, Observable {
    var currentUser: AppUser? { get }
    func signIn(email: String, password: String) async throws
    func signOut() async
}

struct AuthServiceKey: EnvironmentKey {
    static let defaultValue: any AuthService = FakeAuthService()
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
