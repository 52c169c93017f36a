import Foundation

/// One fixture as the backend sends it from `GET /v2/fixtures`.
/// Mirrors `MatchSummarySchema` in backend/src/schemas/match.schema.ts.
struct MatchSummary: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let sport: Sport
    let competition: String
    let season: String
    let home: Side
    let away: Side
    let kickoff: Date
    let state: MatchState
    let clockMinute: Int?
    let homeGoals: Int?
    let awayGoals: Int?
    let innings: [InningsLine]
    let display: DisplayState

    enum Sport: String, Codable, Hashable, Sendable {
        case cricket
        case football
    }

    enum MatchState: String, Codable, Hashable, Sendable {
        case scheduled
        case live
        case interval
        case finished
        case abandoned
    }

    /// Short caption for list rows and notification titles.
    func pairing(joinedBy glue: String = " v ") -> String {
        [home.shortName, away.shortName].joined(separator: glue)
    }
}
