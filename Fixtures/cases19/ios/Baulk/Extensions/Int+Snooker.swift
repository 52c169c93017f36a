import Foundation

extension Int {
    /// "112" -> "Century break — 112"; used by the break ticker and frame list.
    var breakDescription: String {
        self >= 100 ? "Century break — \(self)" : "Break of \(self)"
    }

    /// Snookers needed to win the frame given this deficit and what's left on the table.
    func snookersRequired(pointsRemaining: Int) -> Int {
        Swift.max(0, Int((Double(self - pointsRemaining) / 4.0).rounded(.up)))
    }
}

extension String {
    /// Splits "5–3" into (5, 3) so the scoreboard can animate each side.
    var frameScoreComponents: (Int, Int)? {
        let parts = split(separator: "–").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    /// Trims whitespace from search-field input before filtering.
    var trimmedQuery: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Date {
    /// "Session starts in 12 min" — device clock vs the session start.
    func minutesUntil(from now: Date = .now) -> Int {
        Int(timeIntervalSince(now) / 60)
    }
}
