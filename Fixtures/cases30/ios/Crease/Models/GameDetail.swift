import Foundation

/// Full game payload for the detail screen. Mirrors GameDetailSchema in the backend.
struct GameDetail: Codable, Hashable, Sendable, Identifiable {
    let gameId: String
    let card: GameCard
    let boxScore: BoxScore
    let faceoffs: [FaceoffStat]
    let penalties: [PenaltyBoxEntry]
    let officialsText: String?
    let timeoutsText: String
    let overtimeNote: String?

    var id: String { gameId }

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case card, boxScore, faceoffs, penalties, officialsText, timeoutsText, overtimeNote
    }
}
