import Foundation

/// One session of a multi-session match (e.g. World Championship final: 4 sessions over 2 days).
struct SessionSlot: Codable, Hashable, Sendable {
    let sessionNumber: Int
    let startsAt: Date
    let framesInSession: Int
    let label: String
    let startsAtText: String

    static func title(for slot: SessionSlot, of total: Int) -> String {
        "Session \(slot.sessionNumber) of \(total)"
    }

    /// Sort order for the session picker — not display text.
    static func byStart(_ lhs: SessionSlot, _ rhs: SessionSlot) -> Bool {
        lhs.startsAt < rhs.startsAt
    }
}

struct TournamentSummary: Codable, Sendable {
    let tournamentId: String
    let name: String
    let venue: String
    let logoEmoji: String
}

struct AppSettingsSnapshot: Codable, Hashable, Sendable {
    let spoilerFree: Bool
    let showPointsRemaining: Bool
    var preferredTour: String
}
