import Foundation

/// Full match payload from GET /matches/:id. Mirrors `matchSchema` in the backend.
struct Match: Codable, Hashable, Sendable {
    let matchId: String
    let competition: String
    let round: String?
    let homeTeam: Team
    let awayTeam: Team
    let phase: MatchPhase
    let homeScore: Int
    let awayScore: Int
    let kickoffAt: Date
    let endedAt: Date?
    let venue: String?
    let referee: String?
    var events: [MatchEvent]?
    let display: MatchDisplayState

    var scoreline: String {
        "\(homeTeam.shortName) \(homeScore)–\(awayScore) \(awayTeam.shortName)"
    }
}

struct Team: Codable, Hashable {
    let teamId: String
    let name: String
    let shortName: String
    let code: String
    let crestUrl: URL?
}

/// Pre-formatted strings for the match screen, computed by the backend.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let headline: String
    let scoreText: String
    let clockText: String
    let phaseLabel: String
    let venueLine: String?
    let lastEventText: String?

    enum CodingKeys: String, CodingKey {
        case headline
        case scoreText = "score_text"
        case clockText = "clock_text"
        case phaseLabel = "phase_label"
        case venueLine = "venue_line"
        case lastEventText = "last_event_text"
    }
}

enum MatchEventType: String, Codable, Hashable, Sendable {
    case `try`
    case conversion
    case penalty
    case dropGoal = "drop_goal"
    case penaltyTry = "penalty_try"
    case yellowCard = "yellow_card"
    case redCard = "red_card"
    case tmoReview = "tmo_review"
    case lineout
    case scrum
}

struct MatchEvent: Codable, Hashable, Sendable {
    let eventId: String
    let type: MatchEventType
    let teamId: String
    let playerName: String?
    let minute: Int
    let points: Int
    let isKeyMoment: Bool
    let description: String

    enum CodingKeys: String, CodingKey {
        case eventId, type, teamId, playerName, minute, points, isKeyMoment, description
        case stoppageMinutes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        eventId = try container.decode(String.self, forKey: .eventId)
        type = try container.decode(MatchEventType.self, forKey: .type)
        teamId = try container.decode(String.self, forKey: .teamId)
        playerName = try container.decodeIfPresent(String.self, forKey: .playerName)
        var decodedMinute = try container.decode(Int.self, forKey: .minute)
        if let stoppage = try container.decodeIfPresent(Int.self, forKey: .stoppageMinutes) {
            decodedMinute += stoppage
        }
        minute = decodedMinute
        points = try container.decode(Int.self, forKey: .points)
        isKeyMoment = try container.decodeIfPresent(Bool.self, forKey: .isKeyMoment) ?? false
        description = try container.decode(String.self, forKey: .description)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(eventId, forKey: .eventId)
        try container.encode(type, forKey: .type)
        try container.encode(teamId, forKey: .teamId)
        try container.encodeIfPresent(playerName, forKey: .playerName)
        try container.encode(minute, forKey: .minute)
        try container.encode(points, forKey: .points)
        try container.encode(isKeyMoment, forKey: .isKeyMoment)
        try container.encode(description, forKey: .description)
    }
}
