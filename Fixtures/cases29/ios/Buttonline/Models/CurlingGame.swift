import Foundation

struct CurlingGame: Codable, Hashable, Sendable {
    let gameId: String
    let eventId: String
    let drawNumber: Int
    let sheet: String
    let home: RinkTeam
    let away: RinkTeam
    let display: GameDisplayState
    let startTime: Date
    var isFollowed: Bool

    var id: String { "\(eventId)-\(drawNumber)-\(sheet)" }

    var scorelineText: String {
        "\(display.homeTotal) – \(display.awayTotal)"
    }

    func hammerDescription() -> String {
        display.homeHasHammer ? "\(home.shortName) has hammer" : "\(away.shortName) has hammer"
    }
}
