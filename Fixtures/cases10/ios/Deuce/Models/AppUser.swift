import Foundation

/// The signed-in user, decoded from the Cognito ID token claims.
struct AppUser: Codable, Hashable, Sendable {
    let sub: String
    let email: String
    let groups: [String]

    var isAdmin: Bool { groups.contains("admins") }

    enum CodingKeys: String, CodingKey {
        case sub
        case email
        case groups = "cognito:groups"
    }
}
