import Foundation

typealias Fixture = MatchItem

extension Fixture {
    var kickoffLabel: String {
        "\(homeTeam.abbreviation) v \(awayTeam.abbreviation), \(league)"
    }
}
