import Foundation

/// Signed-in user. `isAdmin` comes from the `cognito:groups` claim in the ID token.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let favoriteTeamId: String?
    let isAdmin: Bool

    init(userId: String, email: String, favoriteTeamId: String?, groups: [String]) {
        self.userId = userId
        self.email = email
        self.favoriteTeamId = favoriteTeamId
        self.isAdmin = groups.contains("admins")
    }
}
