import Foundation
import Observation
import SwiftUI

@MainActor
protocol AuthService: AnyObject, Observable {
    var idToken: String? { get }
    func signOut() async
}

@Observable
@MainActor
final class CognitoAuthService: AuthService {
    private(set) var idToken: String?

    func signOut() async {
        idToken = nil
    }
}

private struct AuthServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any AuthService = CognitoAuthService()
}

extension EnvironmentValues {
    var authService: any AuthService {
        get { self[AuthServiceKey.self] }
        set { self[AuthServiceKey.self] = newValue }
    }
}
