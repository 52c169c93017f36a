import Foundation

/// Hand-written: built from the Cognito ID token, not from an API response.
struct AppUser: Codable, Hashable, Sendable {
    let userId: String
    let email: String
    let isAdmin: Bool

    static func from(claims: [String: String], groups: [String]) -> AppUser {
        AppUser(
            userId: claims["sub"] ?? "",
            email: claims["email"] ?? "",
            isAdmin: groups.contains("admins")
        )
    }
}
