import Foundation

extension String {
    /// Splits a backend scoreline like "28–26" into its two goal counts.
    var goalPair: (Int, Int)? {
        let sides = split(separator: "–").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard sides.count == 2, let home = sides[0], let away = sides[1] else { return nil }
        return (home, away)
    }

    var isBlankLabel: Bool {
        trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
