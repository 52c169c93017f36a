import Foundation

struct PlayerStat: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let firstName: String
    let lastName: String
    let jumperNumber: Int
    let kicks: Int
    let handballs: Int
    let disposals: Int
    let disposalsText: String
    let marks: Int
    let tackles: Int
    let goals: Int
    let behinds: Int
    let supercoachScore: Int
    let supercoachText: String
    let isOnGround: Bool

    var id: String { playerId }

    var fullName: String {
        "\(firstName) \(lastName)"
    }

    var scoringLine: String {
        "\(goals).\(behinds)"
    }

    var supercoachBadge: String {
        supercoachScore >= 100 ? "SC \(supercoachScore) ⭐️" : "SC \(supercoachScore)"
    }

    enum CodingKeys: String, CodingKey {
        case playerId = "player_id"
        case firstName = "first_name"
        case lastName = "last_name"
        case jumperNumber = "jumper_number"
        case kicks, handballs, disposals
        case disposalsText = "disposals_text"
        case marks, tackles, goals, behinds
        case supercoachScore = "supercoach_score"
        case supercoachText = "supercoach_text"
        case isOnGround = "is_on_ground"
    }
}
