import Foundation

struct ActivityRegistration: Codable, Hashable, Sendable {
    let matchId: String
    let activityId: String
    let perspectivePlayerId: String?
    let registeredAt: Date
}
