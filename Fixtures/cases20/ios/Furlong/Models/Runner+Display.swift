import Foundation

// Helpers the race card and the result screen both use.
extension Runner {
    var decimalOdds: Double {
        Double(oddsNumerator) / Double(oddsDenominator) + 1
    }

    var oddsLabel: String {
        "\(oddsNumerator)/\(oddsDenominator)"
    }

    func riderLine() -> String {
        "\(jockeyName) · \(trainerName)"
    }

    var finishingLabel: String {
        guard let position else { return isNonRunner ? "NR" : "" }
        return ordinal(position)
    }

    var isDrifting: Bool {
        guard let previousOddsText else { return false }
        return previousOddsText != oddsText
    }

    var sortKey: Int { isNonRunner ? Int.max : saddleCloth }
}

private func ordinal(_ n: Int) -> String {
    switch n % 10 {
    case 1 where n % 100 != 11: return "\(n)st"
    case 2 where n % 100 != 12: return "\(n)nd"
    case 3 where n % 100 != 13: return "\(n)rd"
    default: return "\(n)th"
    }
}
