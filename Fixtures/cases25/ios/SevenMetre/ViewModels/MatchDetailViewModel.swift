import Foundation
import Observation

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var errorMessage: String?
    private let matchId: String
    private let service: RealMatchService

    init(matchId: String, service: any MatchService) {
        self.matchId = matchId
        self.service = service as! RealMatchService
    }

    var sevenMetreRecord: String {
        guard let match else { return "" }
        let parts = match.displayState.timeoutsLabel.split(separator: "/")
        return parts.first.map(String.init) ?? ""
    }

    var minutesRemaining: Int {
        guard let match else { return 0 }
        return max(0, 60 - match.displayState.minute)
    }

    var shareText: String {
        guard let match else { return "" }
        return "\(match.homeTeam.name) \(match.displayState.scoreline) \(match.awayTeam.name) – via Seven Metre"
    }

    var statusText: String {
        guard let match else { return "" }
        guard match.displayState.phase != .abandoned else { return "Match abandoned" }
        return match.displayState.statusLine
    }

    var followPrompt: String {
        match?.displayState.phase == .completed ? "See result" : "Follow live"
    }

    func load() async {
        do {
            match = try await service.match(id: matchId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
