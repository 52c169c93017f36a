// AppUser.swift
// Shotclock

import Foundation

/// The signed-in user. `isAdmin` comes from the JWT `cognito:groups` claim.
struct AppUser: Codable, Hashable {
    let userId: String
    let email: String
    var isAdmin: Bool
    let favoriteTeamIds: [String]

    enum CodingKeys: String, CodingKey {
        case userId = "sub"
        case email
        case isAdmin = "is_admin"
        case favoriteTeamIds = "favorite_team_ids"
    }
}
