import ActivityKit
import Foundation

/// Shared by the app and the widget extension (FaceoffWidget/Shared keeps an identical copy).
/// Mirrors `LiveActivityAttributesSchema` / `LiveActivityContentStateSchema` in backend/src/schemas/liveActivity.ts.
struct FaceoffActivityAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
        let sequence: Int
        let updatedAt: Int
    }

    let gameId: String
    let homeAbbrev: String
    let awayAbbrev: String
    let homeFlag: String
    let awayFlag: String
    let league: String
}
