import Foundation
import Observation
import os

@Observable @MainActor final class CognitoAuthService: AuthService {
    private(set) var currentUser: AppUser?
    private var cachedToken: String?
    private var tokenExpiry: Date = .distantPast
    private let refreshURL: URL
    private let session: URLSession

    init(refreshURL: URL, session: URLSession = .shared) {
        self.refreshURL = refreshURL
        self.session = session
    }

    func idToken() async throws -> String {
        if let cachedToken, tokenExpiry > .now {
            return cachedToken
        }
        return try await refreshWithBackoff()
    }

    func signOut() async {
        cachedToken = nil
        currentUser = nil
    }

    private func refreshWithBackoff() async throws -> String {
        var attempt = 0
        while true {
            do {
                return try await refresh()
            } catch where attempt < 3 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(400 * attempt))
            }
        }
    }

    private func refresh() async throws -> String {
        let (data, _) = try await session.data(from: refreshURL)
        let token = String(decoding: data, as: UTF8.self)
        cachedToken = token
        tokenExpiry = .now.addingTimeInterval(50 * 60)
        return token
    }

    /// Used by the background refresh path, which is not async.
    nonisolated func tokenBlocking(from url: URL) -> String? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: String?
        URLSession.shared.dataTask(with: url) { data, _, _ in
            result = data.map { String(decoding: $0, as: UTF8.self) }
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return result
    }
}
