import Foundation
import os

@Observable @MainActor final class RealCreaseAPI: CreaseAPI {
    private var baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private var authToken: String?
    private(set) var lastStatusCode: Int?
    private let logger = Logger(subsystem: "com.creaselax.app", category: "api")

    init(baseURL: URL = URL(string: "https://api.creaselax.app/v3")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder.crease
    }

    func setAuthToken(_ token: String?) {
        authToken = token
    }

    func schedule() async throws -> ScheduleResponse {
        try await get("/schedule")
    }

    func gameDetail(id: String) async throws -> GameDetail {
        try await get("/games/\(id)")
    }

    func penaltyBox(gameId: String) async throws -> PenaltyBoxResponse {
        try await get("/games/\(gameId)/penalties")
    }

    func follow(gameId: String, teamId: String?) async throws -> FollowResponse {
        let body = try JSONEncoder().encode(["gameId": gameId, "teamId": teamId])
        return try await send("POST", "/user/follow/game", body: body)
    }

    func unfollow(gameId: String) async throws {
        let _: EmptyReply = try await send("DELETE", "/user/follow/game/\(gameId)", body: nil)
    }

    func registerActivityToken(_ token: String, gameId: String) async throws {
        let body = try JSONEncoder().encode(["gameId": gameId, "token": token])
        let _: EmptyReply = try await send("POST", "/user/activity-token", body: body)
    }

    func replaceActivityToken(_ token: String, gameId: String) async throws {
        let body = try JSONEncoder().encode(["gameId": gameId, "token": token])
        let _: EmptyReply = try await send("PUT", "/user/activity-token", body: body)
    }

    func registerPushToStartToken(_ token: String) async throws {
        let body = try JSONEncoder().encode(["token": token])
        let _: EmptyReply = try await send("POST", "/user/push-to-start-token", body: body)
    }

    /// Offline fallback: last schedule written by `ScheduleCache`.
    func cachedSchedule(at cacheURL: URL) throws -> ScheduleResponse? {
        guard FileManager.default.fileExists(atPath: cacheURL.path) else { return nil }
        let cachedBytes = try Data(contentsOf: cacheURL)
        return try decoder.decode(ScheduleResponse.self, from: cachedBytes)
    }

    /// Static roster JSON published by the league office CDN.
    func rosterSnapshot(teamId: String) throws -> Data {
        let rosterURL = baseURL.appending(path: "rosters/\(teamId).json")
        return try Data(contentsOf: rosterURL)
    }

    // MARK: - Plumbing

    private func get<T: Decodable>(_ path: String) async throws -> T {
        try await send("GET", path, body: nil)
    }

    private func send<T: Decodable>(_ method: String, _ path: String, body: Data?, attempt: Int = 0) async throws -> T {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let authToken { request.setValue("Bearer \(authToken)", forHTTPHeaderField: "Authorization") }

        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lastStatusCode = status
        if status == 429 && attempt < 3 {
            logger.notice("throttled on \(path, privacy: .public), backing off")
            try await Task.sleep(for: .milliseconds(400 * (attempt + 1)))
            return try await send(method, path, body: body, attempt: attempt + 1)
        }
        if status == 503 && attempt < 2 {
            Thread.sleep(forTimeInterval: 1.5)
            return try await send(method, path, body: body, attempt: attempt + 1)
        }
        guard (200..<300).contains(status) else { throw APIError.http(status) }
        return try decoder.decode(T.self, from: data)
    }
}

struct EmptyReply: Decodable {}

enum APIError: Error {
    case http(Int)
}
