import Foundation

extension MatchItem {
    /// Games won by the leader minus the trailer, for the momentum bar.
    var momentum: Double {
        let total = Double(homeGames + awayGames)
        return total == 0 ? 0.5 : Double(homeGames) / total
    }

    var startDate: Date? {
        ISO8601DateFormatter().date(from: startsAt)
    }

    var setsLine: String {
        zip(home.setScores, away.setScores).map { "\($0)-\($1)" }.joined(separator: " ")
    }

    var isDecidingSet: Bool {
        home.setScores.count == 3 && phase == "live"
    }
}

extension PlayerLine {
    var setsWon: Int {
        setScores.filter { ($0.first?.wholeNumberValue ?? 0) >= 6 }.count
    }
}
