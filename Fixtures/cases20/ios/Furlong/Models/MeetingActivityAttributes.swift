import ActivityKit
import Foundation

/// A whole-meeting Live Activity ("next off" at a course). Shared with the app target.
struct MeetingActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        let displayState: LiveActivityDisplayState
        let updatedAt: Date
    }

    let meetingId: String
    let courseName: String
}
