import Foundation

/// Pre-formatted display state for a match, computed by the backend's
/// buildDisplayState. Every string here is ready to render.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let scoreline: String
    let statusText: String
    let clockLabel: String
    let quarterLabel: String
    let shootingLine: String?
    let superShotNote: String?
    let centrePassLine: String?
    let liveNote: String?
    let sentiment: String
    let isLive: Bool
    let isCompleted: Bool
}
