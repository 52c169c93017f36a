import Foundation

struct PlayerStat: Codable, Hashable, Identifiable {
    let playerId: String
    let name: String
    let teamId: String
    let scoreText: String
    let fromPlayText: String
    let fromFreesText: String
    let widesText: String
    let isOnPitch: Bool
    let cardColour: String?

    var id: String { playerId }

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }
}
