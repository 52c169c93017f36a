import Foundation

struct StandingsResponse: Codable, Hashable, Sendable {
    let season: Int
    let rows: [StandingsRow]
}

struct StandingsRow: Codable, Identifiable {
    let teamId: String
    let division: String
    let wins: Int
    let losses: Int
    let gamesBackText: String
    let streakText: String
    let clinched: Bool

    var id: String { teamId }

    var recordText: String {
        "\(wins)-\(losses)"
    }
}
