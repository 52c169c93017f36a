import Foundation
import Observation

@Observable
@MainActor
final class MatchCenterViewModel {
    private(set) var match: MatchDetail?
    private(set) var errorMessage: String?

    func load(matchId: String, using service: any MatchService) async {
        do {
            match = try await service.loadMatch(id: matchId)
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load this match. Pull to retry."
        }
    }

    var possessionSplit: (home: Int, away: Int) {
        guard let match else { return (50, 50) }
        return (match.homePossession, 100 - match.homePossession)
    }

    var cornerConversionText: String {
        guard let match else { return "" }
        let rate = match.homeCornersWon == 0 ? 0 : Double(match.homeCornersConverted) / Double(match.homeCornersWon)
        return rate.formatted(.percent.precision(.fractionLength(0)))
    }

    var quarterProgress: Double {
        guard let match else { return 0 }
        return Double(match.quarter) / 4.0
    }

    var headline: String {
        guard let match else { return "" }
        switch match.phase {
        case .pre: return "Starts soon"
        case .live: return "Q\(match.quarter) in play"
        case .quarterBreak, .halfTime: return "Break"
        case .shootout: return "Shootout"
        case .completed: return "Full time"
        case .abandoned: return match.statusText
        }
    }

    var minutesPlayed: Int {
        guard let match else { return 0 }
        let pieces = match.clockText.components(separatedBy: ":")
        return Int(pieces[0]) ?? 0
    }
}
