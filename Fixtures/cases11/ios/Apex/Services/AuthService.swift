import Foundation
import SwiftUI

@MainActor protocol AuthService: AnyObject, Observable {
    var currentUser: AppUser? { get }
    func idToken() async throws -> String
    func signOut() async
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
