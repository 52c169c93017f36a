import Foundation

/// Everything the match centre shows, computed by the backend's buildDisplayState.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let matchID: String
    let battingTeam: String
    let runs: Int
    let wickets: Int
    let scoreLine: String
    let oversLine: String
    let statusLine: String
    let sentiment: String
    let innings: [InningsState]
}

struct InningsState: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let scoreLine: String
    let runRateLine: String
    let batters: [BatterLine]
}

struct BatterLine: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let line: String
    let isOnStrike: Bool
}
