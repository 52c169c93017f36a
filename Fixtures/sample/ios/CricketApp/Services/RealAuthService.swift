import Foundation
import Observation
import os

/// The production AuthService: Cognito's hosted API behind the backend's /auth routes.
@Observable @MainActor final class RealAuthService: AuthService {
    private(set) var currentUser: AppUser?
    private let baseURL: URL
    private let session: URLSession
    private let logger = Logger(subsystem: "com.cricket.app", category: "auth")

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func signIn(email: String, password: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/auth/sign-in"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["email": email, "password": password])
        let (data, _) = try await session.data(for: request)
        currentUser = try JSONDecoder().decode(AppUser.self, from: data)
        logger.info("signed in")
    }

    func signOut() async {
        currentUser = nil
    }
}
