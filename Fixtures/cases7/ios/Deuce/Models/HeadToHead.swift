import Foundation

/// GET /players/:id/h2h/:opponentId
struct HeadToHead: Codable, Hashable {
    let playerId: String
    let opponentId: String
    let summary: String
    let meetings: [Meeting]

    struct Meeting: Codable, Hashable, Sendable {
        let tournament: String
        let year: Int
        let round: String
        let winnerId: String
        let scoreLine: String
    }
}
