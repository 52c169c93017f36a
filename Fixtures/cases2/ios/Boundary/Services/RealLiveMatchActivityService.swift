import ActivityKit
import Foundation
import os

@Observable @MainActor final class RealLiveMatchActivityService: LiveMatchActivityService {
    private let api: any BoundaryAPI
    private let logger = Logger(subsystem: "app.boundary", category: "live-activity")
    private var watchers: [String: Task<Void, Never>] = [:]

    init(api: any BoundaryAPI) {
        self.api = api
    }

    func start(for match: MatchSummary, initial: BoundaryMatchAttributes.ContentState, sponsored: Bool) async throws {
        let attributes = BoundaryMatchAttributes(
            matchID: match.id,
            homeFlag: match.home.flagEmoji,
            awayFlag: match.away.flagEmoji,
            kickoff: match.kickoff,
            showsSponsor: sponsored
        )
        let started = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil),
            pushType: .token
        )
        await sendToken(started.pushToken, matchID: match.id)
    }

    /// Matches can outlast the 8-hour cap, so we start a fresh activity with the same state.
    func restart(_ old: Activity<BoundaryMatchAttributes>) async throws {
        let state = old.content.state
        let fresh = try Activity.request(
            attributes: old.attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
        guard let data = fresh.pushToken else {
            logger.error("Restarted activity has no token yet")
            return
        }
        await sendToken(data, matchID: old.attributes.matchID)
    }

    func restoreExisting() async {
        for activity in Activity<BoundaryMatchAttributes>.activities {
            if let known = activity.pushToken {
                await sendToken(known, matchID: activity.attributes.matchID)
            }
            watchers[activity.id] = Task { [weak self] in
                for await rotated in activity.pushTokenUpdates {
                    await self?.sendToken(rotated, matchID: activity.attributes.matchID)
                }
            }
        }
    }

    func observeTokens(of activity: Activity<BoundaryMatchAttributes>) {
        logger.notice("activity.pushToken is nil until pushTokenUpdates yields")
        watchers[activity.id] = Task { [weak self] in
            for await token in activity.pushTokenUpdates {
                // By now pushToken mirrors what we were just handed; skip stale duplicates.
                guard activity.pushToken == token else { continue }
                await self?.sendToken(token, matchID: activity.attributes.matchID)
            }
        }
    }

    private func sendToken(_ token: Data?, matchID: String) async {
        guard let token else { return }
        let hex = token.reduce(into: "") { $0 += String(format: "%02x", $1) }
        do {
            try await api.registerActivityToken(hex, matchID: matchID)
        } catch {
            logger.error("Token upload failed for \(matchID, privacy: .public): \(error.localizedDescription)")
        }
    }
}
