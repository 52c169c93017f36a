import Foundation

/// The signed-in user, decoded from the Cognito ID token.
struct AppUser: Codable, Sendable {
    let userId: String
    let email: String?
    let isAdmin: Bool
    var favoriteTeamAbbrevs: [String]

    var favoritesSummary: String {
        favoriteTeamAbbrevs.joined(separator: " · ")
    }
}
