import Foundation

struct PlayerRating: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let name: String
    let position: String
    let teamId: String
    let goals: Int
    let attempts: Int
    let gains: Int
    let intercepts: Int
    let penalties: Int
    let ratingText: String
    let isOnCourt: Bool
    var rating: Double

    var id: String { playerId }

    func shootingLabel() -> String {
        let pct = attempts == 0 ? 0 : Double(goals) / Double(attempts) * 100
        return "\(goals)/\(attempts) (\(Int(pct))%)"
    }

    var positionBadge: String {
        switch position {
        case "GS": return "Goal Shooter"
        case "GA": return "Goal Attack"
        case "WA": return "Wing Attack"
        case "C": return "Centre"
        default: return position
        }
    }
}
