import Foundation

/// Where a tap on a Live Activity should land in the app.
enum LiveActivityRoute: String, Codable, Hashable, Sendable {
    case match
    case court
}
