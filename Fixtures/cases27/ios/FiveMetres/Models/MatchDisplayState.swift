import Foundation

struct MatchDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let scoreText: String
    let statusText: String
    let periodText: String
    let shotClockText: String?
    let situationText: String?
    let delayText: String?
    let sentiment: MatchSentiment
    let quarterScores: [QuarterScore]
    let periodEndsAt: Date?

    static let placeholder = MatchDisplayState(
        phase: .pre,
        scoreText: "",
        statusText: "",
        periodText: "",
        shotClockText: nil,
        situationText: nil,
        delayText: nil,
        sentiment: .neutral,
        quarterScores: [],
        periodEndsAt: nil
    )
}

struct QuarterScore: Codable, Hashable, Sendable {
    let labelText: String
    let homeText: String
    let awayText: String
    let homeGoals: Int
    let awayGoals: Int

    var marginText: String {
        let diff = homeGoals - awayGoals
        return diff > 0 ? "+\(diff)" : "\(diff)"
    }
}
