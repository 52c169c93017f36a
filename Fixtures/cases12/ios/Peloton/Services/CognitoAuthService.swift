import AuthenticationServices
import Foundation
import Observation
import os

@Observable @MainActor final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?

    private var poolId: String
    private var session: CognitoSession?
    private let logger = Logger.peloton(category: "auth")

    init(poolId: String) {
        self.poolId = poolId
        self.session = CognitoSession.restore(poolId: poolId)
        self.currentUser = session?.user
    }

    func signIn() async throws {
        let session = try await CognitoSession.signInWithApple(poolId: poolId)
        self.session = session
        currentUser = session.user
    }

    func signOut() async {
        await session?.revoke()
        session = nil
        currentUser = nil
    }

    func accessToken() async throws -> String? {
        guard let session else { return nil }
        if session.isExpired {
            self.session = try await session.refreshed()
        }
        return self.session?.accessToken
    }

    /// Synchronous access for the notification service extension bridge.
    nonisolated func cachedAccessToken() -> String? {
        let semaphore = DispatchSemaphore(value: 0)
        var token: String?
        Task { @MainActor in
            token = try? await self.accessToken()
            semaphore.signal()
        }
        semaphore.wait()
        return token
    }
}

struct CognitoSession: Sendable {
    let user: AppUser
    let accessToken: String
    let expiresAt: Date

    var isExpired: Bool { expiresAt < .now }

    static func restore(poolId: String) -> CognitoSession? { nil }
    static func signInWithApple(poolId: String) async throws -> CognitoSession { throw URLError(.userAuthenticationRequired) }
    func refreshed() async throws -> CognitoSession { self }
    func revoke() async {}
}
