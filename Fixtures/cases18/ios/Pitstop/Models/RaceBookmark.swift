import Foundation

/// A race the user saved from the calendar. Stored in Persistence/BookmarkStore.
struct RaceBookmark: Codable, Hashable, Sendable, Identifiable {
    let raceId: String
    let title: String
    let savedAt: Date
    var isPinned: Bool

    var id: String { raceId }
}
