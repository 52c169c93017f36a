import Foundation

/// The signed-in user. isAdmin is derived from the JWT cognito:groups claim.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String?
    let groups: [String]
    let isAdmin: Bool

    init(userId: String, email: String?, groups: [String]) {
        self.userId = userId
        self.email = email
        self.groups = groups
        self.isAdmin = groups.contains("admins")
    }
}
