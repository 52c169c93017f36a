import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let groups: [String]
    let isAdmin: Bool
}
