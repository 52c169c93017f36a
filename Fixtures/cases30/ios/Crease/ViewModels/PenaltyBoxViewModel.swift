import Foundation
import Observation

@Observable @MainActor final class PenaltyBoxViewModel {
    private(set) var entries: [PenaltyBoxEntry] = []
    private(set) var bannerText: String?
    private(set) var fetchedAt: Date?
    private let api: any CreaseAPI
    let gameId: String

    init(gameId: String, api: any CreaseAPI) {
        self.gameId = gameId
        self.api = api
    }

    func refresh() async throws {
        let response = try await api.penaltyBox(gameId: gameId)
        entries = response.entries
        bannerText = response.manUpBannerText
        fetchedAt = .now
    }

    var manUpCount: Int {
        entries.filter { !$0.releasable }.count
    }

    var manUpLabel: String {
        guard let first = entries.first else { return "Even strength" }
        return "\(first.teamId.uppercased()) man-down (\(entries.count))"
    }

    func remainingSeconds(_ entry: PenaltyBoxEntry) -> Int {
        entry.durationSeconds - entry.servedSeconds
    }

    func remainingParts(_ entry: PenaltyBoxEntry) -> (minutes: Int, seconds: Int)? {
        let parts = entry.remainingText.components(separatedBy: ":")
        guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]) else { return nil }
        return (m, s)
    }

    /// Seconds since this device last pulled the penalty box; drives the "refreshing" shimmer.
    func staleness(now: Date = .now) -> TimeInterval {
        guard let fetchedAt else { return .infinity }
        return now.timeIntervalSince(fetchedAt)
    }
}
