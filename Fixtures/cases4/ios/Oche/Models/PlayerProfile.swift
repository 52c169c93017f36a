import Foundation

/// GET /players/:id. Hand-written because the players service still answers in snake_case.
struct PlayerProfile: Codable, Hashable, Sendable {
    let playerId: String
    let displayName: String
    var nickname: String
    let countryCode: String
    let rankingText: String
    let careerStats: CareerStats

    enum CodingKeys: String, CodingKey {
        case playerId = "player_id"
        case displayName = "display_name"
        case nickname
        case countryCode = "country_code"
        case rankingText = "ranking_text"
        case careerStats = "career_stats"
    }
}

struct CareerStats: Codable, Hashable, Sendable {
    let titles: Int
    let nineDarters: Int
    let averageText: String
    var highestCheckout: Int
    let checkoutRateText: String

    enum CodingKeys: String, CodingKey {
        case titles
        case nineDarters = "nine_darters"
        case averageText = "average_text"
        case highestCheckout = "highest_checkout"
        case checkoutRateText = "checkout_rate_text"
    }
}
