import Foundation

struct TeeTimeGroup: Codable, Hashable, Sendable {
    let groupId: String
    let startingHole: Int
    let teeTimeDisplay: String
    let teeTimeUtc: Date
    let playerNames: [String]
}

struct TeeTimesResponse: Codable, Hashable, Sendable {
    let tournamentId: String
    let roundNumber: Int
    let groups: [TeeTimeGroup]
}
