import Foundation
import Observation
import os

@Observable
@MainActor
final class MatchCentreViewModel {
    private(set) var match: Match?
    private(set) var quarters: [QuarterScore] = []
    private(set) var ratings: [PlayerRating] = []
    private(set) var errorText: String?
    private let logger = Logger(subsystem: "app.centrepass", category: "match-centre")

    var accuracyText: String {
        guard let match else { return "" }
        let attempts = ratings.filter { $0.teamId == match.homeTeam.id }.reduce(0) { $0 + $1.attempts }
        let goals = ratings.filter { $0.teamId == match.homeTeam.id }.reduce(0) { $0 + $1.goals }
        guard attempts > 0 else { return "–" }
        let pct = Double(goals) / Double(attempts)
        return pct.formatted(.percent.precision(.fractionLength(1)))
    }

    var centrePassConversion: String {
        guard let line = match?.displayState.centrePassLine else { return "" }
        let numbers = line.split(separator: " ").first { $0.contains("/") }?.split(separator: "/") ?? []
        guard numbers.count == 2, let made = Int(numbers[0]), let total = Int(numbers[1]), total > 0 else { return line }
        return "\(made * 100 / total)% conversion"
    }

    var currentQuarterNumber: Int {
        guard let label = match?.displayState.quarterLabel, let last = label.last else { return 0 }
        return Int(String(last)) ?? 0
    }

    var statusHeadline: String {
        guard let match else { return "Loading…" }
        if match.displayState.isCompleted {
            return "Full time"
        }
        return match.phase == .suspended ? "Play suspended — weather" : match.displayState.statusText
    }

    var shouldPollFaster: Bool {
        match?.displayState.isLive == true
    }

    func load(matchId: String, service: any MatchService) async {
        do {
            async let match = service.loadMatch(id: matchId)
            async let quarters = service.loadQuarters(matchId: matchId)
            async let ratings = service.loadRatings(matchId: matchId)
            self.match = try await match
            self.quarters = try await quarters
            self.ratings = try await ratings
            errorText = nil
        } catch {
            logger.error("load failed: \(error.localizedDescription)")
            errorText = error.localizedDescription
            debugPrint(error)
        }
    }
}
