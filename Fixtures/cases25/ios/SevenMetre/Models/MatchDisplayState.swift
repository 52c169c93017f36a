import Foundation

/// Pre-formatted display state for one match, computed by the backend's
/// buildDisplayState. Every string here is ready to render.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let scoreline: String
    let halfLabel: String
    let clockLabel: String
    let statusLine: String
    let phase: MatchPhase
    let sentiment: MatchSentiment
    let homeGoals: Int
    let awayGoals: Int
    let minute: Int
    let halfTimeScore: String?
    let venueNote: String?
    let timeoutsLabel: String
    let suspensionExpiries: [Date]

    var isLive: Bool {
        phase == .firstHalf || phase == .secondHalf || phase == .extraTime || phase == .shootout
    }

    var goalDifferenceText: String {
        let diff = homeGoals - awayGoals
        return diff > 0 ? "+\(diff)" : "\(diff)"
    }

    func headline(home: Team, away: Team) -> String {
        "\(home.shortName) \(scoreline) \(away.shortName)"
    }
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case firstHalf = "first_half"
    case halfTime = "half_time"
    case secondHalf = "second_half"
    case extraTime = "extra_time"
    case shootout
    case delayed
    case completed
    case abandoned
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral, tight, comeback, dominant
}
