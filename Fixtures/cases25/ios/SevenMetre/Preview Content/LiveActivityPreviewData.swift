import Foundation

enum LiveActivityPreviewData {
    static let attributes = SevenMetreActivityAttributes(
        matchId: "ehf-euro-2026-sf1",
        homeName: "DEN",
        awayName: "FRA",
        homeFlag: "🇩🇰",
        awayFlag: "🇫🇷",
        competition: "EHF EURO 2026"
    )

    static let secondHalf = SevenMetreActivityAttributes.ContentState(
        scoreline: "29–28",
        homeGoals: 29,
        awayGoals: 28,
        clockLabel: "58:40",
        halfLabel: "2nd half",
        lastEvent: "Seven-metre saved by Gérard",
        suspensionLabel: "Hansen 2′",
        suspensionEndsAt: .now.addingTimeInterval(65),
        sentiment: "tight",
        phase: "second_half",
        deepLink: URL(string: "sevenmetre://match/ehf-euro-2026-sf1")!
    )

    static let fullTime = SevenMetreActivityAttributes.ContentState(
        scoreline: "31–30",
        homeGoals: 31,
        awayGoals: 30,
        clockLabel: "FT",
        halfLabel: "Full time",
        lastEvent: "Denmark through to the final",
        suspensionLabel: nil,
        suspensionEndsAt: nil,
        sentiment: "tight",
        phase: "completed",
        deepLink: URL(string: "sevenmetre://match/ehf-euro-2026-sf1")!
    )
}
