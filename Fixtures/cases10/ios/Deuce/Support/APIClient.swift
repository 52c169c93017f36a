import Foundation
import OSLog

/// Thin async wrapper over URLSession. Not a DI service: every real service
/// gets one injected and adds its own auth.
final class APIClient: Sendable {
    enum Failure: Error {
        case status(Int)
        case transport(Error)
    }

    static let shared = APIClient(baseURL: URL(string: "https://api.deuce.app/v1")!)

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func get(_ path: String, token: String? = nil, etag: String? = nil) async throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: baseURL.appending(path: path))
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        return try await send(request)
    }

    @discardableResult
    func post<Body: Encodable>(_ path: String, body: Body, token: String? = nil) async throws -> Data {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder.deuce.encode(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return try await send(request).0
    }

    func delete(_ path: String, token: String? = nil) async throws {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = "DELETE"
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        _ = try await send(request)
    }

    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw Failure.status(-1) }
        guard (200..<300).contains(http.statusCode) || http.statusCode == 304 else {
            Logger.network.error("\(request.httpMethod ?? "GET", privacy: .public) \(request.url?.path() ?? "", privacy: .public) -> \(http.statusCode)")
            throw Failure.status(http.statusCode)
        }
        return (data, http)
    }
}

struct ActivityTokenBody: Encodable {
    let matchId: String
    let token: String
}

struct PushToStartBody: Encodable {
    let token: String
}

struct FrequentPushBody: Encodable {
    let matchId: String
    let enabled: Bool
}

struct FollowBody: Encodable {
    let matchId: String
    let playerId: String?
}
