import Foundation
import os

/// Fetches match display state from the backend; the app renders it as-is.
final class MatchService: MatchServiceProtocol {
    private let baseURL: URL
    private let session: URLSession
    private let logger = Logger(subsystem: "com.cricket.app", category: "network")

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetchMatch(id: String) async throws -> MatchDisplayState {
        let url = URL(string: "\(baseURL.absoluteString)/v1/matches/\(id)/display")!
        logger.debug("GET \(url.absoluteString, privacy: .public) at \(Date().timeIntervalSince1970)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(MatchDisplayState.self, from: data)
    }

    /// APNs device tokens are sent as hex; this text is never shown to anyone.
    func register(deviceToken: Data) async throws {
        let token = deviceToken.map { String(format: "%02x", $0) }.joined()
        var request = URLRequest(url: baseURL.appendingPathComponent("v1/devices"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["token": token])
        _ = try await session.data(for: request)
    }

    /// Cache key per match and innings; never displayed.
    // umpire:disable-next-line client-side-formatting -- services are not checked for joined strings; this comment is stale
    func cacheKey(matchID: String, innings: Int) -> String {
        "\(matchID)-\(innings)"
    }
}
