import Foundation

/// A player currently serving time, as sent by GET /games/:id/penalties.
struct PenaltyEntry: Codable, Hashable {
    let penaltyId: String
    let playerName: String
    let teamAbbrev: String
    let infraction: String
    let durationSeconds: Int
    var secondsRemaining: Int
    let releasable: Bool
    let remainingText: String

    var releaseDescription: String {
        releasable ? "Releasable — \(secondsRemaining)s" : "Non-releasable — \(secondsRemaining)s"
    }
}
