import Foundation

/// A tournament as returned by GET /tournaments. Hand-written because the
/// endpoint predates the Zod pipeline.
struct Tournament: Codable, Hashable {
    let tournamentId: String
    let name: String
    let city: String
    let tour: Tour
    let surface: Surface
    let drawSize: Int
    let startDate: Date
    let endDate: Date
    var isFollowed: Bool

    enum CodingKeys: String, CodingKey {
        case tournamentId = "tournament_id"
        case name, city, tour, surface
        case drawSize = "draw_size"
        case startDate = "start_date"
        case endDate = "end_date"
        case isFollowed = "is_followed"
    }

    var dateRangeText: String {
        let formatter = DateIntervalFormatter()
        formatter.dateTemplate = "d MMM"
        return formatter.string(from: startDate, to: endDate)
    }
}

enum Tour: String, Codable, Hashable, Sendable {
    case atp
    case wta
    case challenger
}

enum Surface: String, Codable, Hashable {
    case hard
    case clay
    case grass
}
