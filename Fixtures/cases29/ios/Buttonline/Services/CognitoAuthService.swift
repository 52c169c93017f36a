import Foundation
import SwiftUI

@Observable @MainActor final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?
    private var keychainService = "com.buttonline.auth"
    private var clientId: String
    private let api: RealCurlingAPIService

    init(clientId: String, api: RealCurlingAPIService) {
        self.clientId = clientId
        self.api = api
    }

    func signIn(email: String, password: String) async throws {
        let user: AppUser = try await api.get("/auth/session?client=\(clientId)", as: AppUser.self)
        currentUser = user
        NSLog("signed in %@ via %@", user.userId, keychainService)
    }

    func signOut() async {
        currentUser = nil
        api.updateToken(nil)
    }
}
