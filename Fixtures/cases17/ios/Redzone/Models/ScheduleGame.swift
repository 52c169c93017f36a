import Foundation

struct ScheduleGame: Codable, Hashable, Sendable, Identifiable {
    enum Status: String, Codable, Hashable, Sendable {
        case scheduled, live, halftime, final
    }

    let gameId: String
    let awayTeam: Team
    let homeTeam: Team
    let kickoff: Date
    let kickoffLabel: String
    let status: Status
    let isFollowed: Bool

    var id: String { gameId }
}
