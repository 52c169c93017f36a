import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    /// Cognito groups from the ID token's cognito:groups claim.
    let groups: [String]

    var isAdmin: Bool { groups.contains("admin") }
}
