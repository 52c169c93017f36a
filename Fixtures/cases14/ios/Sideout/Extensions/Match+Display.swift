import Foundation

extension Match {
    var matchupTitle: String {
        "\(homeTeam.abbreviation) v \(awayTeam.abbreviation)"
    }

    var setsPlayed: Int {
        homeSetsWon + awaySetsWon
    }

    var shareURL: URL? {
        URL(string: "https://sideout.app/m/\(id)")
    }
}
