import Foundation

struct Fixture: Codable, Sendable, Identifiable {
    let fixtureId: String
    let homeTeam: Team
    let awayTeam: Team
    let venue: String
    let kickoff: Date
    let stage: String
    let kickoffText: String
    var reminderSet: Bool

    var id: String { fixtureId }

    var title: String {
        homeTeam.shortName + " v " + awayTeam.shortName
    }

    var stageLabel: String {
        stage.replacingOccurrences(of: "_", with: " ").capitalized
    }

    var isToday: Bool {
        Calendar.current.isDateInToday(kickoff)
    }
}
