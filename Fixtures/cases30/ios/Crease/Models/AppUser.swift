import Foundation

/// The signed-in fan. `isAdmin` comes from the `cognito:groups` claim in the ID token.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let displayName: String
    let isAdmin: Bool
    var favoriteTeamIds: [String]
    let homeLeague: String?
}
