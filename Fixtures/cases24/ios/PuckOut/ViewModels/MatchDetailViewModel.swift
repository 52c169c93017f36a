import Foundation
import Observation
import os

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var events: [ScoreEvent] = []
    private(set) var failed = false

    private let logger = Logger(subsystem: "ie.puckout.app", category: "MatchDetail")

    func load(matchId: String, using service: any MatchService) async {
        do {
            async let loadedMatch = service.match(id: matchId)
            async let loadedEvents = service.scoreFlow(matchId: matchId)
            match = try await loadedMatch
            events = try await loadedEvents
            failed = false
        } catch {
            logger.error("Match load failed: \(error.localizedDescription, privacy: .public)")
            failed = true
        }
    }

    func events(forHalf half: Int) -> [ScoreEvent] {
        events.filter { event in
            let minute = Int(event.minuteText.prefix { $0.isNumber }) ?? 0
            return half == 0 ? minute <= 35 : minute > 35
        }
    }

    var pointsPerMinuteText: String {
        guard let match, match.minute > 0 else { return "" }
        let rate = Double(match.homeGoals * 3 + match.homePoints) / Double(match.minute)
        return rate.formatted(.number.precision(.fractionLength(1))) + " per min"
    }

    var halfProgress: Double {
        guard let match else { return 0 }
        return min(1, Double(match.minute) / 70)
    }

    func toggleFollow(using service: any FollowService) async {
        guard let match else { return }
        do {
            if service.followedMatchIds.contains(match.matchId) {
                try await service.unfollow(matchId: match.matchId)
            } else {
                try await service.follow(matchId: match.matchId, teamId: nil)
            }
        } catch {
            logger.error("Follow toggle failed")
        }
    }
}
