import Foundation

/// A curling team ("rink") as returned by /teams and embedded in games.
struct RinkTeam: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let skip: String
    let shortName: String
    let flagEmoji: String
    let association: String
    let lineupNames: [String]
}
