import Foundation

/// The signed-in user. `isAdmin` comes from the `cognito:groups` claim.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let isAdmin: Bool
    var lastOpenedRaceId: String?

    private enum CodingKeys: String, CodingKey {
        case userId = "sub"
        case email
        case isAdmin
    }
}
