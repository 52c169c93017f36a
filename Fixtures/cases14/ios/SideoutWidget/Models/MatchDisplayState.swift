import Foundation

/// Pre-formatted display state computed by the backend (buildDisplayState.ts).
struct MatchDisplayState: Codable, Hashable, Sendable {
    let title: String
    let statusText: String
    let scoreText: String
    let setsText: String
    let setScores: [String]
    let servingLabel: String?
    let liveNote: String?
    let sentiment: String
    let progress: Float
    let startLabel: String
}
