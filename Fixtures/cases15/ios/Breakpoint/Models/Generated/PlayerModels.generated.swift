// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let playerProfileResponse = try? JSONDecoder().decode(PlayerProfileResponse.self, from: jsonData)

import Foundation

// MARK: - PlayerProfileResponse
struct PlayerProfileResponse: Codable, Hashable, Sendable {
    let player: PlayerSummary
    let recentResults: [String]
}

// MARK: - PlayerSummary
struct PlayerSummary: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let flag: String
    let rankingLabel: String
    let tourLabel: String
}

extension PlayerSummary: Identifiable {
    var id: String { playerId }
}
