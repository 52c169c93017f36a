import Foundation

/// Head-to-head at the X between two faceoff specialists.
struct FaceoffMatchup: Codable, Hashable, Sendable {
    let matchupId: String
    let homeSpecialist: String
    let awaySpecialist: String
    var homeWins: Int
    let awayWins: Int
    let summaryText: String
}
