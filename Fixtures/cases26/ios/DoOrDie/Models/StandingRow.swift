import Foundation

struct StandingRow: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let position: Int
    let teamName: String
    let played: Int
    let won: Int
    let lost: Int
    let tied: Int
    var points: Int
    let scoreDifference: Int
    let positionText: String
    let recordText: String
    let pointsText: String
    let differenceText: String
    let qualifies: Bool

    var id: String { teamId }

    var differenceLabel: String {
        scoreDifference > 0 ? "+\(scoreDifference)" : "\(scoreDifference)"
    }
}
