import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let displayName: String
    let isAdmin: Bool // derived from the cognito:groups claim at sign-in
}
