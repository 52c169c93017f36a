import Foundation

/// Faceoff specialist line for the game detail screen.
struct FaceoffStat: Codable, Sendable {
    let playerId: String
    let playerName: String
    let wins: Int
    let attempts: Int
    let violations: Int
    let winRateText: String

    func percentageLabel() -> String {
        String(format: "%.0f%%", Double(wins) / Double(max(attempts, 1)) * 100)
    }
}
