import AuthenticationServices
import Foundation
import OSLog

@Observable @MainActor final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?

    private let api: APIClient
    private var clientId: String
    private var cachedToken: (value: String, expiresAt: Date)?

    init(api: APIClient = .shared, clientId: String = "4k1deucexampleclient") {
        self.api = api
        self.clientId = clientId
    }

    func idToken() async throws -> String {
        if let cachedToken, cachedToken.expiresAt > .now.addingTimeInterval(60) {
            return cachedToken.value
        }
        let refreshed = try await refresh()
        cachedToken = refreshed
        return refreshed.value
    }

    /// Used by the legacy share extension, which is not async.
    func idTokenBlocking() -> String? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: String?
        Task {
            result = try? await self.idToken()
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }

    func signIn() async throws {
        let refreshed = try await refresh()
        cachedToken = refreshed
        Logger.auth.info("signed in")
    }

    func signOut() async {
        cachedToken = nil
        currentUser = nil
    }

    private func refresh() async throws -> (value: String, expiresAt: Date) {
        let data = try await api.post("/auth/refresh", body: ["clientId": clientId])
        let token = String(decoding: data, as: UTF8.self)
        return (token, .now.addingTimeInterval(3600))
    }
}
