import Foundation

extension String {
    /// Splits a "2-14" style score into goals and points.
    var goalsAndPoints: (goals: Int, points: Int)? {
        let parts = self.split(separator: "-")
        guard parts.count == 2, let g = Int(parts[0]), let p = Int(parts[1]) else { return nil }
        return (g, p)
    }

    var trimmedForDisplay: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
