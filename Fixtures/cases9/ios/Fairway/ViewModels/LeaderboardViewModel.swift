import Foundation
import Observation
import os

@Observable @MainActor final class LeaderboardViewModel {
    private(set) var rows: [LeaderboardEntry] = []
    private(set) var cutLineText: String?
    var showFollowedOnly = false
    var selectedPlayerId: String?

    private let logger = Logger.fairway(.leaderboard)

    var visibleRows: [LeaderboardEntry] {
        showFollowedOnly ? rows.filter(\.isFollowed) : rows
    }

    func apply(_ response: LeaderboardResponse) {
        rows = response.entries
        cutLineText = response.cutLineDisplay
        logger.debug("applied \(response.entries.count) leaderboard rows")
    }

    func strokesBehindLeader(_ entry: LeaderboardEntry) -> Int {
        guard let leader = rows.first else { return 0 }
        return entry.totalStrokes - leader.totalStrokes
    }

    func toParLabel(for entry: LeaderboardEntry) -> String {
        String(format: "%+d", entry.toPar)
    }

    func numericPosition(of entry: LeaderboardEntry) -> Int? {
        Int(entry.positionDisplay.replacingOccurrences(of: "T", with: ""))
    }

    func holesLeftLabel(for entry: LeaderboardEntry) -> String {
        let holesLeft = 72 - entry.holesCompleted
        return "\(holesLeft) holes to play"
    }
}
