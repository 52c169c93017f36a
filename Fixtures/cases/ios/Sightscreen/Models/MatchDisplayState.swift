import Foundation

/// Pre-formatted display values for one match, computed by the backend's buildDisplayState.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let statusText: String
    let badgeText: String
    let titleText: String
    let scoreLine: String
    let oversLine: String
    let runRateLine: String?
    let tossText: String?
    let resultText: String?
    let chaseText: String?
    let startsText: String
    /// Share of the innings bowled, 0...1.
    let progress: Double
    let sentiment: MatchSentiment
    let isLive: Bool
}
