import Foundation

struct PushRegistration: Codable, Hashable, Sendable {
    let matchId: String
    let pushToken: String
    let frequentPushesEnabled: Bool
    let registeredAt: Date

    static func hexToken(from data: Data) -> String {
        data.map { String(format: "%02x", $0) }.joined()
    }
}

enum ActivityPhase: String, Codable, Hashable, Sendable {
    case active, stale, ended, dismissed
}

struct FixtureFilter: Codable, Hashable {
    let competition: String
    let round: Int?
    let followedOnly: Bool
}
