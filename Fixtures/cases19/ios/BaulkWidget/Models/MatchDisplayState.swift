import Foundation

/// Pre-formatted display state for a match. Every string here is built by
/// backend/src/display/buildDisplayState.ts — the app only renders it.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let headline: String
    let scoreline: String
    let frameLine: String
    let statusText: String
    let sessionText: String?
    let breakText: String?
    let pointsRemainingText: String?
    let snookersRequiredText: String?
    let frameBallText: String?
    let sentiment: String
    let isLive: Bool
    let isFrameBall: Bool

    private enum CodingKeys: String, CodingKey {
        case headline, scoreline, frameLine, statusText, sessionText, breakText
        case pointsRemainingText, snookersRequiredText, frameBallText
        case sentiment, isLive, isFrameBall
    }
}
