import Foundation

/// What the backend sends for the match centre header. Every display string is
/// pre-formatted by `buildScreenState` on the server.
enum PlayPhase: String, Codable, Hashable, Sendable {
    case scheduled
    case inPlay = "in_play"
    case inningsBreak = "innings_break"
    case finished
    case noResult = "no_result"
}

struct InningsSnapshot: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let headline: String
    let scoreText: String
    let oversText: String
    let statusLine: String
    let breakNote: String?
    let chaseLine: String?
    let phase: PlayPhase
    let inningsNumber: Int
    let sentiment: String
    let runs: Int
    let wickets: Int
    let target: Int?
    let ballsRemaining: Int?
    let oversBowled: Int
    let oversLimit: Int
    let recentBalls: [String]
    var tossText: String
    let homeCode: String
    let awayCode: String
    let updatedAt: Date

    var id: String { matchId }

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case headline
        case scoreText = "score_text"
        case oversText = "overs_text"
        case statusLine = "status_line"
        case breakNote = "break_note"
        case chaseLine = "chase_line"
        case phase
        case inningsNumber = "innings_number"
        case sentiment
        case runs
        case wickets
        case target
        case ballsRemaining = "balls_remaining"
        case oversBowled = "overs_bowled"
        case oversLimit = "overs_limit"
        case recentBalls = "recent_balls"
        case tossText = "toss_text"
        case homeCode = "home_code"
        case awayCode = "away_code"
        case updatedAt = "updated_at"
    }
}
