import Foundation

extension Match {
    var scoreLine: String { "\(runs)/\(wickets)" }

    func versusTitle() -> String {
        "\(homeTeam.abbreviation) v \(awayTeam.abbreviation)"
    }
}

extension Match: Identifiable {
    var id: String { matchId }
}
