import Foundation

struct PlayerStat: Codable, Hashable, Identifiable {
    let id: String
    let firstName: String
    let lastName: String
    let shirtNumber: Int
    let goals: Int
    let circleEntries: Int
    let greenCards: Int
    let yellowCards: Int
    let statLine: String
}

extension PlayerStat {
    var fullName: String {
        firstName + " " + lastName
    }

    var cardSummary: String {
        String(format: "%d green · %d yellow", greenCards, yellowCards)
    }
}
