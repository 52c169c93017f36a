import Foundation

// MARK: - StandingsResponse
struct StandingsResponse: Codable, Hashable, Sendable {
    let eventId: String
    let pools: [StandingsPool]
}

// MARK: - StandingsPool
struct StandingsPool: Codable, Hashable, Sendable {
    let poolName: String
    let rows: [StandingsRow]
}

// MARK: - StandingsRow
struct StandingsRow: Codable, Hashable, Sendable {
    let teamId: String
    let teamName: String
    let flag: String
    let wins: Int
    let losses: Int
    let recordLabel: String
    let drawShotChallengeLabel: String
    let qualified: Bool
}
