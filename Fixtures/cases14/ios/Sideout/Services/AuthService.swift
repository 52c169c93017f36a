import SwiftUI

@MainActor
protocol AuthService: AnyObject, Observable {
    var user: AppUser? { get }
    func currentUser() async -> AppUser?
    func idToken() async -> String?
    func signOut() async
}

struct AuthServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any AuthService = FakeAuthService()
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
