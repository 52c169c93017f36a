import Foundation

/// Pre-formatted display state for a match, built by buildDisplayState on the backend.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let titleText: String
    let statusText: String
    let homeScoreText: String
    let awayScoreText: String
    let homeTotalText: String
    let awayTotalText: String
    let clockText: String
    let venueText: String
    let noteText: String?
    let isLive: Bool
    let isFollowable: Bool
    let sentiment: MatchSentiment

    enum CodingKeys: String, CodingKey {
        case phase
        case titleText = "title"
        case statusText = "status"
        case homeScoreText = "homeScore"
        case awayScoreText = "awayScore"
        case homeTotalText = "homeTotal"
        case awayTotalText = "awayTotal"
        case clockText = "clock"
        case venueText = "venue"
        case noteText = "note"
        case isLive
        case isFollowable
        case sentiment
    }
}
