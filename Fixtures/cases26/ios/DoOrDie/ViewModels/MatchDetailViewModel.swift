import Foundation
import Observation

@Observable @MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var errorMessage: String?
    private(set) var raids: [RaidEvent] = []

    func load(matchId: String, service: any MatchService) async {
        do {
            match = try await service.match(id: matchId)
            raids = try await service.raids(matchId: matchId)
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't load this match. Pull to retry."
        }
    }

    var headline: String {
        guard let match else { return "" }
        return "\(match.homeTeam.name) vs \(match.awayTeam.name)"
    }

    var totalPoints: Int {
        (match?.homePoints ?? 0) + (match?.awayPoints ?? 0)
    }

    var doOrDieSuccessRate: Double {
        let doOrDie = raids.filter(\.isDoOrDie)
        guard !doOrDie.isEmpty else { return 0 }
        return Double(doOrDie.filter { $0.outcome == .successful }.count) / Double(doOrDie.count)
    }

    var statusLine: String {
        guard let match else { return "" }
        if match.status == "completed" {
            return "Result"
        } else if match.status == "half_time" {
            return "Half time"
        }
        return match.displayState.statusText
    }

    var halfMinuteText: String? {
        guard let note = match?.displayState.halfText else { return nil }
        let pieces = note.split(separator: "'")
        guard let minute = Int(pieces.first ?? "") else { return nil }
        return "\(40 - minute) min left"
    }

    var recentRaids: [RaidEvent] {
        Array(raids.suffix(5).reversed())
    }

    var hasDoOrDieRaids: Bool {
        raids.contains(where: \.isDoOrDie)
    }
}
