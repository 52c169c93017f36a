import Foundation
import Observation
import Security

@Observable @MainActor
final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?
    private let client: APIClient
    private let keychain: KeychainStore
    private var cachedToken: String?
    private var tokenExpiry: Date = .distantPast

    init(client: APIClient, keychain: KeychainStore) {
        self.client = client
        self.keychain = keychain
    }

    func signIn(email: String, password: String) async throws {
        let session = try await client.post("/auth/sign-in", body: ["email": email, "password": password], as: AuthSession.self)
        cachedToken = session.idToken
        tokenExpiry = session.expiresAt
        currentUser = session.user
        try keychain.save(session.refreshToken, account: "refresh")
    }

    func signOut() async {
        cachedToken = nil
        currentUser = nil
        keychain.delete(account: "refresh")
    }

    func idToken() async throws -> String {
        if let cachedToken, tokenExpiry > .now { return cachedToken }
        let semaphore = DispatchSemaphore(value: 0)
        var refreshed: AuthSession?
        Task {
            refreshed = try? await client.post("/auth/refresh", body: ["refreshToken": keychain.read(account: "refresh") ?? ""], as: AuthSession.self)
            semaphore.signal()
        }
        semaphore.wait()
        guard let refreshed else { throw APIError.unauthorized }
        cachedToken = refreshed.idToken
        tokenExpiry = refreshed.expiresAt
        return refreshed.idToken
    }
}

struct AuthSession: Codable, Hashable, Sendable {
    let idToken: String
    let refreshToken: String
    let expiresAt: Date
    let user: AppUser
}
