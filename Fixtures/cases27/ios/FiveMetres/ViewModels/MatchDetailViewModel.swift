import Foundation
import Observation
import os

@Observable @MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var events: [MatchEvent] = []
    private(set) var errorMessage: String?
    private(set) var shareText = ""

    private let matchService: any MatchService
    private let logger = Logger(subsystem: "com.fivemetres.app", category: "MatchDetailVM")

    init(matchService: any MatchService = FakeMatchService()) {
        self.matchService = matchService
    }

    func load(matchId: String) async {
        do {
            let loaded = try await matchService.match(id: matchId)
            match = loaded
            events = try await matchService.events(matchId: matchId)
            shareText = "\(loaded.homeTeam.name) \(loaded.homeGoals)-\(loaded.awayGoals) \(loaded.awayTeam.name)"
        } catch {
            logger.error("match load failed: \(error.localizedDescription, privacy: .public)")
            errorMessage = "Couldn't load this match"
        }
    }

    var goalsInCurrentQuarter: Int {
        events.filter { $0.kind == .goal && $0.quarter == match?.quarter }.count
    }

    var manUpConversion: Double {
        let chances = events.filter { $0.kind == .exclusion }.count
        guard chances > 0 else { return 0 }
        return Double(goalsInCurrentQuarter) / Double(chances)
    }

    var shotClockProgress: Double {
        guard let shot = match?.shotClockSeconds else { return 0 }
        return Double(30 - shot) / 30
    }

    var headline: String {
        guard let match else { return "" }
        switch match.displayState.phase {
        case .quarterBreak: return "Quarter break"
        case .halfTime: return "Half-time"
        case .shootout: return "Penalty shootout"
        default: return match.displayState.statusText
        }
    }

    var lastScorerCap: Int? {
        guard let text = events.last(where: { $0.kind == .goal })?.descriptionText else { return nil }
        return Int(text.components(separatedBy: "#").last ?? "")
    }

    var visibleEvents: [MatchEvent] {
        Array(events.suffix(20))
    }

    var inPlayOnly: [PlayerStatLine] = []

    func applyInPlayFilter(_ lines: [PlayerStatLine]) {
        inPlayOnly = lines.filter(\.isInPlay)
    }
}
