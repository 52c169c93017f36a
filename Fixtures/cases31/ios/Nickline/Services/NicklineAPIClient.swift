import Foundation
import os

final class NicklineAPIClient: Sendable {
    static let shared = NicklineAPIClient()
    private let base = URL(string: "https://api.nickline.app/v1")!
    private let log = Logger(subsystem: "com.nickline.app", category: "api")

    func postFollow(matchId: String, perspectivePlayerId: String?) async throws -> FollowResponse {
        var request = URLRequest(url: base.appending(path: "user/follow/match"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["matchId": matchId, "perspectivePlayerId": perspectivePlayerId ?? ""])
        let (data, _) = try await URLSession.shared.data(for: request)
        return try JSONDecoder().decode(FollowResponse.self, from: data)
    }

    func deleteFollow(matchId: String) async throws {
        var request = URLRequest(url: base.appending(path: "user/follow/match/\(matchId)"))
        request.httpMethod = "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }

    func matches(ids: [String]) async throws -> [MatchItem] {
        let query = ids.joined(separator: ",")
        let (data, _) = try await URLSession.shared.data(from: base.appending(path: "matches").appending(queryItems: [URLQueryItem(name: "ids", value: query)]))
        return try JSONDecoder().decode([MatchItem].self, from: data)
    }

    func postActivityToken(matchId: String, token: String) async throws {
        var request = URLRequest(url: base.appending(path: "user/activity-token"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["matchId": matchId, "token": token])
        let (_, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 204 else { throw URLError(.badServerResponse) }
    }
}
