import Foundation

enum PreviewFixtures {
    static let scheffler = LeaderboardEntry(
        playerId: "scheffler-s", playerName: "Scottie Scheffler", countryCode: "USA",
        positionDisplay: "1", toParDisplay: "-12", toPar: -12, todayDisplay: "-5", thruDisplay: "F",
        totalStrokes: 204, holesCompleted: 54, isFollowed: true, isMissedCut: false,
        sentiment: "hot", liveNote: "Eagle at 13 — three clear"
    )

    static let leaderboard = LeaderboardResponse(
        tournamentId: "masters-2025", roundLabel: "Round 3", cutLineDisplay: "Cut +2",
        entries: [scheffler], updatedAt: "2025-04-12T22:10:00Z"
    )
}

struct PreviewAPIClient: APIClient {
    func get<T: Decodable & Sendable>(_ path: String, bearer: String?) async throws -> T {
        throw URLError(.notConnectedToInternet)
    }

    func post<Body: Encodable & Sendable>(_ path: String, body: Body, bearer: String?) async throws {}

    func delete(_ path: String, bearer: String?) async throws {}
}
