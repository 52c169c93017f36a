import Foundation

/// A fixture as returned by GET /matches/:id. Display fields are pre-formatted by the backend.
struct Fixture: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let venueText: String
    let statusText: String
    let shortStatusText: String
    let phase: MatchPhase
    let sentiment: String
    let isLive: Bool
    let startTime: Date
    let home: Team
    let away: Team
    let homeScoreText: String?
    let awayScoreText: String?
    let innings: [Innings]
    let chase: Chase?
    let superOver: SuperOver?
    let liveActivityState: LiveActivityDisplayState

    var currentInnings: Innings? { innings.last }
}

struct SuperOver: Codable, Hashable, Sendable {
    let title: String
    let balls: [BallLabel]
}

struct BallLabel: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let label: String
}
