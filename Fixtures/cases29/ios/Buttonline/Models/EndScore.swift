import Foundation

/// One end of the linescore. `points` is nil for ends not yet played.
struct EndScore: Sendable, Codable, Hashable {
    let endNumber: Int
    let homePoints: Int?
    let awayPoints: Int?
    let label: String
    let isExtraEnd: Bool

    enum CodingKeys: String, CodingKey {
        case endNumber = "end"
        case homePoints = "home"
        case awayPoints = "away"
        case label
        case isExtraEnd = "extra"
    }

    var endSummary: String {
        switch (homePoints, awayPoints) {
        case (0?, 0?): return "Blank"
        case let (h?, _) where h > 0: return "Home \(h)"
        case let (_, a?) where a > 0: return "Away \(a)"
        default: return "—"
        }
    }
}
