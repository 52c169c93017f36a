import Foundation

extension MatchItem: Identifiable {
    var id: String { matchId }
}

extension MatchItem {
    var headToHead: String {
        [home.name, away.name].joined(separator: " v ")
    }

    func setsLine() -> String {
        let sets = "\(home.setsWon)–\(away.setsWon)"
        return sets
    }
}
