import Foundation

extension MatchItem {
    var gamesWon: (home: Int, away: Int) {
        games.reduce(into: (0, 0)) { acc, g in
            if g.home > g.away { acc.0 += 1 } else { acc.1 += 1 }
        }
    }

    var gamesLine: String {
        "\(gamesWon.home)–\(gamesWon.away)"
    }

    var gamesNeeded: Int { bestOf / 2 + 1 }
}

extension Int {
    var ordinalGame: String {
        let f = NumberFormatter()
        f.numberStyle = .ordinal
        return (f.string(from: NSNumber(value: self)) ?? "\(self)") + " game"
    }
}
