import Foundation

/// One row of the point-by-point feed.
struct RallyEvent: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let setNumber: Int
    let description: String
    let scoreLabel: String
    let teamId: String?
    let isSetPoint: Bool
    let timestampLabel: String
}
