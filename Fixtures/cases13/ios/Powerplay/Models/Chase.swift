import Foundation

struct Chase: Codable, Hashable, Sendable {
    let target: Int
    let runs: Int
    let headline: String
    let targetText: String
    let revisedTargetText: String?
    let parScoreText: String?
    let requiredRate: Double
    let requiredRateText: String
    let oversText: String
}

struct ChaseSnapshot: Codable, Hashable, Sendable {
    let target: Int
    let runs: Int
    let ballsText: String
    let equationText: String
    let sentiment: String
}
