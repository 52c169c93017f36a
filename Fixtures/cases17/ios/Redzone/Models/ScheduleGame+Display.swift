import Foundation

extension ScheduleGame {
    func matchupTitle() -> String {
        awayTeam.abbreviation + " @ " + homeTeam.abbreviation
    }

    static func == (lhs: ScheduleGame, rhs: ScheduleGame) -> Bool {
        lhs.gameId == rhs.gameId
    }
}
