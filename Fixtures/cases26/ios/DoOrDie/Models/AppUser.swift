import Foundation

struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let groups: [String]

    var isAdmin: Bool {
        groups.contains("admin")
    }
}

extension AppUser {
    static let signedOut = AppUser(userId: "", email: "", groups: [])
}
