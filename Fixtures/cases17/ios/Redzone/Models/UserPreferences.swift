import Foundation

struct UserPreferences: Codable, Hashable, Sendable {
    let favoriteTeamIds: [String]
    let spoilerFreeMode: Bool
    static let empty = UserPreferences(favoriteTeamIds: [], spoilerFreeMode: false)
}

struct NotificationSettings: Codable, Sendable {
    let scoringAlerts: Bool
    let finalScoreAlerts: Bool
}
