import Foundation
import os

@MainActor
final class LiveMatchViewModel: ObservableObject {
    @Published private(set) var snapshot: InningsSnapshot?
    @Published var isRefreshing = false
    @Published private(set) var loadFailed = false

    let matchId: String
    private let service: any MatchService
    private let logger = Logger(subsystem: "app.crease", category: "LiveMatch")

    init(matchId: String, service: any MatchService) {
        self.matchId = matchId
        self.service = service
    }

    /// Navigation bar title, e.g. "IND v AUS".
    var titleText: String {
        guard let snapshot else { return "" }
        return [snapshot.homeCode, snapshot.awayCode].joined(separator: " v ")
    }

    var phaseCaption: String {
        guard let snapshot else { return "" }
        switch (snapshot.phase, snapshot.inningsNumber) {
        case (.inPlay, 2):
            return snapshot.chaseLine ?? snapshot.statusLine
        case (.inningsBreak, _):
            return "Innings break"
        case let (.finished, innings) where innings > 1:
            return snapshot.statusLine
        default:
            return snapshot.statusLine
        }
    }

    var currentRunRate: String {
        guard let snapshot, snapshot.oversBowled > 0 else { return "" }
        let rate = Double(snapshot.runs) / Double(snapshot.oversBowled)
        return String(format: "%.2f", rate)
    }

    func load() async {
        do {
            snapshot = try await service.snapshot(matchId: matchId)
            logger.debug("Loaded snapshot for \(self.matchId, privacy: .public) at over \(self.snapshot?.oversText ?? "?", privacy: .public)")
        } catch {
            loadFailed = true
            logger.error("Snapshot load failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        await load()
    }
}
