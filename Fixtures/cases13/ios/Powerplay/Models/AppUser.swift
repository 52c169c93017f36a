import Foundation

/// The signed-in user, decoded from the Cognito ID token.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String?
    let groups: [String]

    var isAdmin: Bool { groups.contains("admin") }

    static let preview = AppUser(userId: "preview-user", email: "fan@example.com", groups: [])
}
