import Foundation

enum LiveActivityPreviewData {
    static let attributes = DoOrDieActivityAttributes(
        matchId: "pkl-2026-041", homeShortName: "PAT", awayShortName: "BEN", homeFlag: "🏴‍☠️", awayFlag: "🐂"
    )

    static let liveState = DoOrDieActivityAttributes.ContentState(
        homeScoreText: "31", awayScoreText: "27", halfText: "2nd half · 12' left", statusText: "Live",
        lastEventText: "Do-or-die raid — Bharat empty-handed", raidClockEndsAt: .now.addingTimeInterval(22),
        sentiment: "tense", isFinal: false, homeOnMat: 5
    )

    static let finalState = DoOrDieActivityAttributes.ContentState(
        homeScoreText: "42", awayScoreText: "38", halfText: "Full time", statusText: "Patna won by 4",
        lastEventText: "Patna hold on in the last raid", raidClockEndsAt: nil,
        sentiment: "neutral", isFinal: true, homeOnMat: 6
    )
}
