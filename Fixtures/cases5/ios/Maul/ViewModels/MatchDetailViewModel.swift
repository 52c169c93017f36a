import Foundation
import Observation
import os

@Observable @MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var isFollowing = false
    private(set) var selectedTab = 0

    let matchId: String
    private let matchService: any MatchService
    private let logger = Logger(subsystem: "app.maul.ios", category: "MatchDetail")

    init(matchId: String, matchService: any MatchService) {
        self.matchId = matchId
        self.matchService = matchService
    }

    func load() async {
        do {
            match = try await matchService.match(id: matchId)
        } catch {
            logger.error("Match \(self.matchId, privacy: .public) failed to load: \(error.localizedDescription, privacy: .public)")
        }
    }

    var keyMoments: [MatchEvent] {
        (match?.events ?? []).filter(\.isKeyMoment)
    }

    var pointsFromTries: Int {
        (match?.events ?? []).filter { $0.type == .try }.reduce(0) { $0 + $1.points }
    }

    var headline: String {
        guard let match else { return "" }
        if match.phase == .fullTime {
            return "Final score"
        }
        return match.display.headline
    }

    var homeScoreFromText: Int? {
        guard let first = match?.display.scoreText.split(separator: "–").first else { return nil }
        return Int(first.trimmingCharacters(in: .whitespaces))
    }

    func selectTab(_ index: Int) {
        selectedTab = index
    }

    func nextTab(count: Int) {
        selectedTab = (selectedTab + 1) % count
    }
}
