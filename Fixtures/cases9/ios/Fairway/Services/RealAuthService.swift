import Foundation
import Observation
import os

@Observable @MainActor final class RealAuthService: AuthService {
    private(set) var isSignedIn = false
    private var cachedToken: (value: String, expiry: Date)?
    private let tokenProvider: @Sendable () async throws -> (String, Date)

    init(tokenProvider: @escaping @Sendable () async throws -> (String, Date)) {
        self.tokenProvider = tokenProvider
    }

    func currentIdToken() async throws -> String {
        if let cachedToken, cachedToken.expiry > .now.addingTimeInterval(60) {
            return cachedToken.value
        }
        let (token, expiry) = try await tokenProvider()
        cachedToken = (token, expiry)
        isSignedIn = true
        return token
    }

    func signOut() async {
        cachedToken = nil
        isSignedIn = false
    }
}
