import Foundation

/// Small tournament badge shown on the Lock Screen and in the app header.
/// Shared between the app and widget targets.
struct TournamentBadge: Codable, Hashable, Sendable {
    let tournamentId: String
    let shortName: String
    let emoji: String
    let tierLabel: String
}
