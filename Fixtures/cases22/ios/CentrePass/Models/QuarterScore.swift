import Foundation

struct QuarterScore: Codable, Hashable, Sendable, Identifiable {
    let quarter: Int
    let label: String
    let homeGoals: Int
    let awayGoals: Int
    let homeText: String
    let awayText: String
    let isPowerFive: Bool

    var id: Int { quarter }

    var marginDescription: String {
        let margin = homeGoals - awayGoals
        return margin > 0 ? "Home by \(margin)" : margin < 0 ? "Away by \(-margin)" : "Level"
    }
}

struct TournamentDraw: Codable, Hashable, Sendable {
    let drawId: String
    let title: String
    let pools: [DrawPool]
}

struct DrawPool: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let fixtures: [Match]
}

class MatchEvent: Codable {
    let eventId: String
    let kind: String
    let text: String
    let clockLabel: String
}
