import Foundation

// Request bodies. Field names match the Zod request schemas in backend/src/schemas.

struct FollowRequestBody: Codable, Hashable, Sendable {
    let matchId: String
    let playerId: String?
}

struct ActivityTokenBody: Codable, Hashable, Sendable {
    let matchId: String
    let pushToken: String
    let previousToken: String?
    let frequentPushesEnabled: Bool
}

struct CourtTokenBody: Codable, Hashable, Sendable {
    let courtId: String
    let pushToken: String
}

struct PushToStartTokenBody: Codable, Hashable, Sendable {
    let token: String
}

struct DeviceRegistrationBody: Codable, Hashable, Sendable {
    let deviceToken: String
    let appVersion: String
    let locale: String
    let timezone: String
}
