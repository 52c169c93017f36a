import Foundation

struct RefereeDecision: Codable, Sendable {
    let decisionId: String
    let kind: String
    let gameNumber: Int
    let requestedByPlayerId: String
    let callText: String
    var reviewed: Bool

    func summary(for playerName: String) -> String {
        "\(playerName) asked for a \(kind.lowercased()) in game \(gameNumber)"
    }
}
