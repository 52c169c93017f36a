import Foundation

struct Player: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let name: String
    let position: PlayerPosition
    let jerseyNumber: Int
    let isOnMat: Bool
    let isCaptain: Bool

    var id: String { playerId }

    var jerseyText: String {
        "#\(jerseyNumber)"
    }

    static func == (lhs: Player, rhs: Player) -> Bool {
        lhs.playerId == rhs.playerId
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(playerId)
    }
}

enum PlayerPosition: String, Codable, Hashable, Sendable {
    case raider
    case leftCorner = "left_corner"
    case rightCorner = "right_corner"
    case cover
    case allRounder = "all_rounder"
}

extension Player {
    func displayName(captainSuffix: Bool) -> String {
        captainSuffix && isCaptain ? "\(name) (C)" : name
    }
}
