import Foundation

/// A race as returned by GET /meetings/:id/races. Display fields are
/// pre-formatted by the backend (see buildDisplayState.ts).
struct Race: Codable, Hashable, Sendable, Identifiable {
    let raceId: String
    let meetingId: String
    let courseName: String
    let raceName: String
    let offTime: Date
    let offTimeText: String
    let distanceYards: Int
    let distanceText: String
    let goingText: String
    let phase: RacePhase
    let furlongsRun: Double
    let statusText: String
    let runners: [Runner]
    var isFollowed: Bool

    var id: String { raceId }

    var isLive: Bool { phase == .off }
}
