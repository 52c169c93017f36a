import Foundation

struct PlayerStat: Codable, Hashable {
    let playerId: String
    let name: String
    let teamShortName: String
    let raidPoints: Int
    let tacklePoints: Int
    let superTens: Int
    let matchesPlayed: Int
    let raidPointsText: String
    let tacklePointsText: String
    let totalPointsText: String

    var averageText: String {
        String(format: "%.1f per match", Double(raidPoints + tacklePoints) / Double(max(matchesPlayed, 1)))
    }
}
