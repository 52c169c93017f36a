import ActivityKit
import Foundation

/// Attributes for the live game activity. `ContentState` must match ContentStateSchema in
/// backend/src/schemas/liveActivity.schema.ts field for field: APNs sends that JSON verbatim.
struct CreaseActivityAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
        let penaltyClock: String?
        let possessionArrow: String?
        let updatedAt: Int
    }

    let gameId: String
    let league: String
    let homeAbbrev: String
    let awayAbbrev: String
}

typealias LiveActivityContentState = CreaseActivityAttributes.ContentState
