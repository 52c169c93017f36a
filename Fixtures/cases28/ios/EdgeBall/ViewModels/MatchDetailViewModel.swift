import Foundation
import Observation

@Observable @MainActor
final class MatchDetailViewModel {
    let match: MatchItem
    private(set) var display: MatchDisplayState?
    private(set) var errorMessage: String?
    private let matchService: any MatchService

    init(match: MatchItem, matchService: any MatchService) {
        self.match = match
        self.matchService = matchService
    }

    func load() async {
        do {
            display = try await matchService.loadDisplay(matchId: match.matchId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    var headline: String {
        let won = match.gamesWon
        guard match.phase != .completed else {
            return "Final: \(won.home)–\(won.away)"
        }
        return display?.statusText ?? ""
    }

    var gamesRemaining: Int {
        match.bestOf - (match.gamesWon.home + match.gamesWon.away)
    }

    var currentPoints: (Int, Int)? {
        guard let text = display?.pointsText else { return nil }
        let parts = text.components(separatedBy: "–")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else { return nil }
        return (a, b)
    }

    var isMatchPoint: Bool {
        guard let (a, b) = currentPoints else { return false }
        return max(a, b) >= 10 && gamesRemaining == 1
    }

    var shareText: String {
        [match.eventName, match.roundName, display?.gamesText].compactMap { $0 }.joined(separator: " · ")
    }

    var hasNote: Bool { display?.noteText?.isEmpty == false }
}
