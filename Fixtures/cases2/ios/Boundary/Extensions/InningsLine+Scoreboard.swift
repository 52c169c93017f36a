import Foundation

extension InningsLine {
    /// Used by the scorecard header and the share sheet.
    var tally: String {
        let fallen = wickets == 10 ? " all out" : "/\(wickets)"
        return String(runs) + fallen
    }
}
