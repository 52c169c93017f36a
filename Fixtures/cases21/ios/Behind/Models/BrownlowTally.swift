import Foundation

struct BrownlowTally: Codable, Hashable {
    let playerId: String
    let playerName: String
    let teamAbbreviation: String
    let votes: Int
    let votesText: String
    let roundsPolled: [Int]
    let isIneligible: Bool

    var votesLabel: String {
        votes == 1 ? "1 vote" : "\(votes) votes"
    }

    var leaderboardLine: String {
        [playerName, teamAbbreviation, votesText].joined(separator: " · ")
    }
}
