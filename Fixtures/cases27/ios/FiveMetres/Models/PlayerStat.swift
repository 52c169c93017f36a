import Foundation

struct PlayerStat: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let capNumber: Int
    let name: String
    let goals: Int
    let shots: Int
    let exclusions: Int
    let penaltiesWon: Int
    let isGoalkeeper: Bool
    let saves: Int?
    let shotsFaced: Int?

    var shootingLine: String {
        String(format: "%d/%d", goals, shots)
    }

    var savePercentage: String? {
        guard let saves, let shotsFaced, shotsFaced > 0 else { return nil }
        return "\(Int(Double(saves) / Double(shotsFaced) * 100))%"
    }

    var exclusionWarning: String? {
        switch exclusions {
        case 3: return "Excluded for the game"
        case 2: return "One more and he's out"
        default: return nil
        }
    }

    var capSortKey: Int { capNumber }
}
