import Foundation

/// Pre-formatted display state for a match, computed by buildDisplayState on the backend.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let homeScoreText: String
    let awayScoreText: String
    let homeGoals: Int
    let homeBehinds: Int
    let homeTotal: Int
    let awayGoals: Int
    let awayBehinds: Int
    let awayTotal: Int
    let quarter: Int
    let quarterLabel: String
    let clockText: String
    let statusText: String
    let marginText: String
    let quarterProgress: Double
    let sentiment: MatchSentiment
    let isFinal: Bool
    let lastEventText: String?
}
