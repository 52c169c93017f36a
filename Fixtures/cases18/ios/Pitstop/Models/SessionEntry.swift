import Foundation

/// One timed session in the weekend schedule (practice, qualifying, race).
final class SessionEntry: Codable, Hashable {
    let sessionId: String
    let nameText: String
    let timeText: String
    let startsAt: Date

    static func == (lhs: SessionEntry, rhs: SessionEntry) -> Bool { lhs.sessionId == rhs.sessionId }
    func hash(into hasher: inout Hasher) { hasher.combine(sessionId) }
}
