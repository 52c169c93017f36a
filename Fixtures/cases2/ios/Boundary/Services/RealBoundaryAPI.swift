import Foundation

final class RealBoundaryAPI: BoundaryAPI {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared, decoder: JSONDecoder) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
    }

    func fixtures(ifNoneMatch etag: String?) async throws -> FixturesResponse {
        var request = URLRequest(url: baseURL.appending(path: "v2/fixtures"))
        request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        return try await send(request)
    }

    func fixtures(season: Int) async throws -> [MatchSummary] {
        let url = baseURL.appending(path: "v2/seasons/\(season)/fixtures")
        return try await send(URLRequest(url: url))
    }

    func squad(teamID: Int) async throws -> Squad {
        try await send(URLRequest(url: baseURL.appending(path: "v2/teams/\(teamID)/squad")))
    }

    func follow(matchID: String, teamID: String?) async throws -> FollowResponse {
        var request = URLRequest(url: baseURL.appending(path: "user/follow/match"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["matchId": matchID, "teamId": teamID])
        return try await send(request)
    }

    func registerActivityToken(_ hex: String, matchID: String) async throws {
        var request = URLRequest(url: baseURL.appending(path: "user/activity-token"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["matchId": matchID, "token": hex])
        _ = try await session.data(for: request)
    }

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw try decoder.decode(APIFailure.self, from: data)
        }
        return try decoder.decode(T.self, from: data)
    }
}
