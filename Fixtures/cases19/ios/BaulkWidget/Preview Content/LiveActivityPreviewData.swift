import Foundation

enum LiveActivityPreviewData {
    static let attributes = BaulkActivityAttributes(matchId: "wc-2026-f", player1Flag: "🏴󠁧󠁢󠁥󠁮󠁧󠁿", player2Flag: "🏴󠁧󠁢󠁥󠁮󠁧󠁿")

    static let liveDisplay = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingText: "TRU 5", trailingText: "3 WIL", minimalText: "5–3"),
        expanded: LiveActivityExpanded(headline: "Trump v Wilson", framesText: "5–3", frameScoreText: "45–61",
                                       breakText: "Wilson 54", pointsRemainingText: "43 remaining",
                                       statusNote: "Session 2 of 4", framesWon1: 5, framesWon2: 3,
                                       points1: 45, points2: 61, pointsRemaining: 43, snookersRequired: 0),
        phase: .live, sentiment: .tense, updatedAt: .now)

    static let liveState = BaulkActivityAttributes.ContentState(display: liveDisplay, sequence: 42)
}
