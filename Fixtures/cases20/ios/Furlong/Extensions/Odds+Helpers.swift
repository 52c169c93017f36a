import Foundation

// Shared odds helpers used by the card and the bet slip.

func fractionalOdds(numerator: Int, denominator: Int) -> String {
    denominator == 1 ? "\(numerator)/1" : "\(numerator)/\(denominator)"
}

func impliedProbability(of runner: Runner) -> Double {
    Double(runner.oddsDenominator) / Double(runner.oddsNumerator + runner.oddsDenominator)
}

extension String {
    /// "11/4" -> (11, 4)
    var oddsComponents: (Int, Int)? {
        let parts = split(separator: "/")
        guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]) else { return nil }
        return (n, d)
    }

    /// Trims whitespace from text the user typed in the search field.
    var normalisedQuery: String {
        trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

extension Double {
    var lengthsText: String {
        let whole = Int(self)
        let fraction = self - Double(whole)
        let glyph = fraction >= 0.75 ? "¾" : fraction >= 0.5 ? "½" : fraction >= 0.25 ? "¼" : ""
        return "\(whole)\(glyph) lengths"
    }
}
