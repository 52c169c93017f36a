import Foundation

struct MatchStats: Codable, Hashable, Sendable {
    let matchId: String
    let rows: [StatRow]
    let firstServesIn: Int
    let firstServesAttempted: Int
    let breakPointsWon: Int
    let breakPointsFaced: Int

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case rows
        case firstServesIn = "first_serves_in"
        case firstServesAttempted = "first_serves_attempted"
        case breakPointsWon = "break_points_won"
        case breakPointsFaced = "break_points_faced"
    }
}

struct StatRow: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let label: String
    let homeValue: String
    let awayValue: String
    /// 0...1, computed by the backend; drives the width of the home bar.
    let homeShare: Double
}

struct PointEvent: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let setIndex: Int
    let gameIndex: Int
    let scoreAfter: String
    let description: String
    let isBreakPoint: Bool
    let server: ServingSide

    enum CodingKeys: String, CodingKey {
        case id, setIndex, gameIndex, scoreAfter, description, isBreakPoint, server
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        setIndex = try container.decode(Int.self, forKey: .setIndex)
        gameIndex = try container.decode(Int.self, forKey: .gameIndex)
        scoreAfter = try container.decode(String.self, forKey: .scoreAfter)
        description = try container.decode(String.self, forKey: .description)
        isBreakPoint = try container.decodeIfPresent(Bool.self, forKey: .isBreakPoint) ?? false
        server = try container.decodeIfPresent(ServingSide.self, forKey: .server) ?? .none
    }
}
