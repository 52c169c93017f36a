import Foundation
import Observation
import os

/// Drives GameCenterView: one game's linescore, hammer and end status.
@Observable @MainActor final class GameCenterViewModel {
    private(set) var game: GameItem?
    private(set) var isLoading = false
    private(set) var lastRefresh = Date.now
    var showsLinescore = true
    private let api: any CurlingAPIService
    private let logger = Logger(subsystem: "com.buttonline.app", category: "game-center")

    init(api: any CurlingAPIService) {
        self.api = api
    }

    var leadMargin: Int {
        guard let game else { return 0 }
        return abs(game.homeTotal - game.awayTotal)
    }

    var leadCaption: String {
        "Up by \(leadMargin)"
    }

    var endsPlayed: Int {
        game?.ends.filter { $0.homePoints != nil }.count ?? 0
    }

    var endsToPlay: Int {
        let scheduled = 8
        return scheduled - endsPlayed
    }

    var statusTitle: String {
        game?.statusLine ?? ""
    }

    var secondsSinceRefresh: TimeInterval {
        Date.now.timeIntervalSince(lastRefresh)
    }

    var phaseHeadline: String {
        guard let game else { return "" }
        return game.isLive ? "Live now" : "Final"
    }

    var hammerHolderName: String? {
        guard let game, let lastEnd = game.ends.last(where: { $0.homePoints != nil }) else { return nil }
        let homeScored = (lastEnd.homePoints ?? 0) > 0
        return homeScored ? game.awayName : game.homeName
    }

    func load(gameId: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            game = try await api.get("/games/\(gameId)", as: GameItem.self)
            lastRefresh = .now
        } catch {
            logger.error("game load failed: \(error.localizedDescription, privacy: .public)")
            debugPrint(error)
        }
    }
}
