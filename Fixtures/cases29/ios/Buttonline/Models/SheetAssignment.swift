import Foundation

/// Which sheet a game is played on and which stones each team throws.
struct SheetAssignment: Codable, Hashable, Sendable {
    let sheet: String
    let homeStoneColour: String
    let awayStoneColour: String
    let broadcast: Bool
}
