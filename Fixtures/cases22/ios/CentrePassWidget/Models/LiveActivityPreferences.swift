import Foundation

struct LiveActivityPreferences: Codable, Hashable, Sendable {
    let matchId: String
    let perspectiveTeamId: String?
    let accentName: String?
    let showsSuperShotNote: Bool
}
