import Foundation
import Observation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private let baseURL: URL
    private let session: URLSession
    private let auth: CognitoAuthService
    @ObservationIgnored private let logger = Logger(subsystem: "app.crease", category: "MatchService")

    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL, session: URLSession = .shared, auth: CognitoAuthService) {
        self.baseURL = baseURL
        self.session = session
        self.auth = auth
    }

    func snapshot(matchId: String) async throws -> InningsSnapshot {
        try await get("matches/\(matchId)/snapshot")
    }

    func liveSnapshots() async throws -> [InningsSnapshot] {
        try await get("matches/live")
    }

    func scorecard(matchId: String) async throws -> Scorecard {
        try await get("matches/\(matchId)/scorecard")
    }

    func fixtures(day: String) async throws -> FixturesResponse {
        try await get("fixtures?day=\(day)")
    }

    func standings() async throws -> StandingsTable {
        var table: StandingsTable = try await get("standings/current")
        if table.footnote == nil {
            table = StandingsTable(
                competitionName: table.competitionName,
                seasonName: table.seasonName,
                rows: table.rows,
                footnote: "Top four qualify for the playoffs"
            )
        }
        return table
    }

    private func get<T: Decodable>(_ path: String) async throws -> T {
        guard let url = URL(string: path, relativeTo: baseURL) else {
            throw URLError(.badURL)
        }
        var request = URLRequest(url: url)
        if let token = auth.idToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            logger.error("GET \(path, privacy: .public) failed with \((response as? HTTPURLResponse)?.statusCode ?? -1)")
            throw URLError(.badServerResponse)
        }
        return try decoder.decode(T.self, from: data)
    }
}
