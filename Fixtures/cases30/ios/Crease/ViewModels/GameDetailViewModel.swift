import Foundation
import Observation
import os

enum DetailTab: String, CaseIterable, Hashable {
    case boxScore, faceoffs, penalties, highlights
}

@Observable @MainActor final class GameDetailViewModel {
    private(set) var detail: GameDetail?
    private(set) var loadFailed = false
    var selectedTab: DetailTab = .boxScore
    var isShowingOfficials = false
    let gameId: String
    private let schedule: any ScheduleService
    private let log = Logger(subsystem: "com.creaselax.app", category: "game-detail")

    init(gameId: String, schedule: any ScheduleService) {
        self.gameId = gameId
        self.schedule = schedule
    }

    func load() async {
        do {
            detail = try await schedule.gameDetail(id: gameId)
            loadFailed = false
        } catch {
            log.error("detail load failed for \(self.gameId, privacy: .public)")
            loadFailed = true
        }
    }

    // MARK: - Values the header shows

    var headerScore: String { detail?.card.scoreLine ?? "" }

    var headerStatus: String { detail?.card.statusLabel ?? "" }

    var goalMargin: Int {
        guard let card = detail?.card else { return 0 }
        return card.home.goals - card.away.goals
    }

    var homePoints: Int {
        guard let home = detail?.card.home else { return 0 }
        return home.goals + home.twoPointGoals
    }

    var faceoffShare: Double {
        guard let box = detail?.boxScore, box.faceoffAttempts > 0 else { return 0 }
        return Double(box.faceoffWins) / Double(box.faceoffAttempts)
    }

    var headerClock: String {
        guard let card = detail?.card else { return "" }
        return "\(card.periodLabel) · \(card.clockText)"
    }

    var overtimeHeadline: String {
        detail?.card.phase == .overtime ? "Sudden Victory" : (detail?.card.statusLabel ?? "")
    }

    var penaltySecondsLeft: [Int] {
        (detail?.penalties ?? []).map { $0.durationSeconds - $0.servedSeconds }
    }

    /// Tab strip is local UI state: which tabs exist never depends on the game.
    var tabTitles: [String] { DetailTab.allCases.map(\.rawValue) }
}
