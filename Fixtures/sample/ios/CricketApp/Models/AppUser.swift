import Foundation

/// The signed-in fan; `isAdmin` comes from the JWT's cognito:groups, decided by the backend.
struct AppUser: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let email: String
    let isAdmin: Bool
}
