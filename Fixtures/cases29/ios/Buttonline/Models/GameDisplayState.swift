import Foundation

/// Pre-formatted display values for one game, computed by buildDisplayState on
/// the backend. Render these as they are.
struct GameDisplayState: Codable, Hashable, Sendable {
    let headline: String
    let scoreline: String
    let endLabel: String
    let hammerNote: String?
    let stonesNote: String?
    let phase: String
    let sentiment: String
    let homeTotal: Int
    let awayTotal: Int
    let homeHasHammer: Bool
    let footnote: String?
}
