import Foundation

extension Player {
    /// Used by the profile header and the rankings row.
    var rankingLabel: String {
        guard let ranking else { return "Unranked" }
        return "World No. \(ranking)"
    }

    var centuriesSummary: String {
        centuriesThisSeason == 1 ? "1 century this season" : "\(centuriesThisSeason) centuries this season"
    }

    var hasMadeMaximum: Bool {
        highestBreak == 147
    }

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}
