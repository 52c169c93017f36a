import Foundation

struct TournamentSummary: Codable, Hashable, Sendable {
    let tournamentId: String
    let name: String
    let datesDisplay: String
    let statusDisplay: String
    let purseDisplay: String
    let currentRound: Int
    let totalRounds: Int

    var roundsRemaining: Int {
        totalRounds - currentRound
    }

    var progressCaption: String {
        currentRound == totalRounds ? "Final round" : "Round \(currentRound) of \(totalRounds)"
    }
}
