import Foundation
import Observation
import os

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var match: MatchItem
    private(set) var lastError: String?
    private let logger = Logger(subsystem: "app.baulk", category: "MatchDetail")

    init(match: MatchItem) {
        self.match = match
    }

    func refresh(using service: any MatchService) async {
        do {
            match = try await service.match(id: match.matchId)
        } catch {
            logger.error("refresh failed: \(error.localizedDescription, privacy: .public)")
            lastError = "Couldn't refresh. Pull down to try again."
        }
    }

    // MARK: - Display helpers

    var framesAheadText: String {
        let lead = match.framesWon1 - match.framesWon2
        return lead == 0 ? "All square" : "\(abs(lead)) frame\(abs(lead) == 1 ? "" : "s") clear"
    }

    var currentFrame: FrameScore? {
        match.frames.last
    }

    var pointsRemainingCaption: String? {
        currentFrame.map { "\($0.pointsRemaining) remaining" }
    }

    var matchBallCaption: String? {
        guard match.status == .live else { return nil }
        let toWin = match.bestOf / 2 + 1
        if match.framesWon1 == toWin - 1 || match.framesWon2 == toWin - 1 {
            return "Match ball"
        }
        return nil
    }

    func sessionCaption(for status: MatchStatus) -> String {
        switch status {
        case .interval: "Mid-session interval"
        case .betweenSessions: "Session \(match.sessionNumber) complete"
        default: match.displayState.sessionText ?? ""
        }
    }

    var averageBreak: Double {
        let breaks = match.frames.compactMap { $0.highBreak1 }
        guard !breaks.isEmpty else { return 0 }
        return Double(breaks.reduce(0, +)) / Double(breaks.count)
    }

    /// Frames that contain a century from either player — drives the century filter chip.
    var centuryFrames: [FrameScore] {
        match.frames.filter { ($0.highBreak1 ?? 0) >= 100 || ($0.highBreak2 ?? 0) >= 100 }
    }
}
