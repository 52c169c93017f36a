import Foundation
import Observation

@Observable
@MainActor
final class RealAPIClient: APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    func schedule() async throws -> ScheduleResponse {
        try await send("GET", path: "schedule")
    }

    func postFollow(matchId: String, teamId: String?) async throws -> FollowResponse {
        try await send("POST", path: "user/follow/match", body: ["matchId": matchId, "teamId": teamId])
    }

    func deleteFollow(matchId: String) async throws {
        try await sendWithoutResponse("DELETE", path: "user/follow/match/\(matchId)")
    }

    func postActivityToken(matchId: String, pushToken: String) async throws {
        try await sendWithoutResponse("POST", path: "user/activity-token", body: ["matchId": matchId, "pushToken": pushToken])
    }

    func postFrequentPushes(enabled: Bool) async throws {
        try await sendWithoutResponse("POST", path: "user/frequent-pushes", body: ["enabled": enabled ? "true" : "false"])
    }

    func deleteActivitySubscription(matchId: String) async throws {
        try await sendWithoutResponse("DELETE", path: "user/activity-token/\(matchId)")
    }

    private func send<Response: Decodable>(_ method: String, path: String, body: [String: String?]? = nil) async throws -> Response {
        let data = try await perform(method, path: path, body: body)
        return try decoder.decode(Response.self, from: data)
    }

    private func sendWithoutResponse(_ method: String, path: String, body: [String: String?]? = nil) async throws {
        _ = try await perform(method, path: path, body: body)
    }

    private func perform(_ method: String, path: String, body: [String: String?]?) async throws -> Data {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder().encode(body)
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return data
    }
}
