import Foundation

struct Innings: Codable, Hashable, Identifiable {
    let id: String
    let number: Int
    let battingTeamName: String
    let tabLabel: String
    let runs: Int
    let wickets: Int
    let legalBalls: Int
    let completedOvers: Int
    let oversText: String
    let scoreText: String
    let phaseBadge: String?
    let phaseLabel: String
    let fallOfWicketsHeader: String
    let fallOfWickets: [FallOfWicket]
}

struct FallOfWicket: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let number: Int
    let teamRuns: Int
    let batterName: String
    let overLabel: String
    let dismissalText: String
}
