import Foundation

/// Body of POST /user/activity-token.
struct ActivityTokenRegistration: Codable, Hashable, Sendable {
    let matchId: String
    let pushToken: String
    let previousToken: String?
    let frequentPushesEnabled: Bool
}

/// Body of POST /user/push-to-start-token.
struct PushToStartTokenRegistration: Codable, Hashable, Sendable {
    let pushToStartToken: String
}

/// Body of POST /user/devices.
struct DeviceRegistration: Codable, Hashable, Sendable {
    let token: String
    let platform: String
    let appVersion: String
    let locale: String
}
