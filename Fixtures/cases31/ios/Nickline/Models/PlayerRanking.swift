import Foundation

struct PlayerRanking: Codable, Hashable, Sendable {
    let playerId: String
    let rankLabel: String
    let movementLabel: String
    let pointsLabel: String

    enum CodingKeys: String, CodingKey {
        case playerId = "player_id"
        case rankLabel = "rank_label"
        case movementLabel = "movement_label"
        case pointsLabel = "points_label"
    }
}
