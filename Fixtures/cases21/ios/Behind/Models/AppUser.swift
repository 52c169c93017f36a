import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let displayName: String
    let groups: [String]
    let favouriteTeamId: String?

    var isAdmin: Bool { groups.contains("admins") }

    var greeting: String {
        "G'day, \(displayName.components(separatedBy: " ").first ?? displayName)"
    }
}
