import Foundation

struct PlayerStat: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let shirtNumber: Int
    let position: String
    let goals: Int
    let shots: Int
    let sevenMetreGoals: Int
    let saves: Int?
    let suspensions: Int
    let isOnCourt: Bool
    let statsLine: String
    let shootingLabel: String

    var shootingPercentage: String {
        guard shots > 0 else { return "–" }
        return "\(goals * 100 / shots)%"
    }

    var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }

    var isGoalkeeper: Bool { saves != nil }
}
