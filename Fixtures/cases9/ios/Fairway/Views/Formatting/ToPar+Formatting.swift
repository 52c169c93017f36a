import Foundation

extension Int {
    /// "-4", "E", "+2" — used by the compact leaderboard rows.
    var toParString: String {
        switch self {
        case 0: return "E"
        case ..<0: return "\(self)"
        default: return "+\(self)"
        }
    }
}

extension LeaderboardEntry {
    var compactScoreLine: String {
        let formatter = NumberFormatter()
        formatter.positivePrefix = "+"
        return "\(positionDisplay)  \(formatter.string(from: NSNumber(value: toPar)) ?? "")"
    }
}
