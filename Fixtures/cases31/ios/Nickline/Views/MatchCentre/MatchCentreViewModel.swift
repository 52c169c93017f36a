import Foundation
import Observation
import os

@Observable
@MainActor
final class MatchCentreViewModel {
    let matchId: String
    private(set) var item: MatchItem?
    private(set) var rallies: [RallyEvent] = []
    private(set) var loadError: String?
    private let log = Logger(subsystem: "com.nickline.app", category: "match-centre")

    init(matchId: String) {
        self.matchId = matchId
    }

    func load(using feed: any MatchFeedService) async {
        do {
            item = try await feed.match(id: matchId)
            rallies = try await feed.rallies(matchId: matchId)
        } catch {
            log.error("load failed: \(error.localizedDescription)")
            loadError = error.localizedDescription
        }
    }

    var gamesNeededToWin: Int {
        guard let item else { return 3 }
        return 3 - max(item.playerA.gamesWon, item.playerB.gamesWon)
    }

    var longestRallySeconds: Int {
        rallies.map(\.durationSeconds).max() ?? 0
    }

    var momentumHeadline: String {
        guard let item else { return "" }
        let lead = item.playerA.pointsInGame - item.playerB.pointsInGame
        return lead > 2 ? "\(item.playerA.name) pulling clear" : "Level pegging"
    }

    var rallyCountLabel: String {
        "\(rallies.count) rallies logged"
    }

    var rallyCount: Int { rallies.count }

    var retryTitle: String { loadError == nil ? "" : "Try again" }
}
