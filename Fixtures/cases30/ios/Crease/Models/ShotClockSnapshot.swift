import Foundation

/// Snapshot of the shot clock when the feed last ticked.
final class ShotClockSnapshot: Codable {
    let gameId: String
    let secondsLeft: Int
    let resetReason: String?
    let capturedAt: Date
}
