import Foundation

/// The signed-in user. `isAdmin` comes from the JWT's cognito:groups claim.
struct AppUser: Codable, Sendable {
    let userId: String
    let email: String
    let isAdmin: Bool
    let favouriteTeamIds: [String]
}
