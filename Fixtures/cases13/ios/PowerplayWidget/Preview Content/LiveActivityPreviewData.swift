import Foundation

extension PowerplayAttributes {
    static let preview = PowerplayAttributes(fixtureId: "fx-2024-ipl-41", homeCode: "MI", awayCode: "CSK")
}

extension LiveActivityDisplayState {
    static let previewChase = LiveActivityDisplayState(
        phase: "live",
        scoreText: "142/5",
        oversText: "16.3",
        chaseText: "Need 38 from 21 balls",
        sentiment: "tense",
        compact: LiveActivityCompact(leadingText: "142/5", trailingText: "16.3", minimalText: "142"),
        expanded: LiveActivityExpanded(
            title: "MI v CSK",
            battingLine: "Pollard 41* (22)",
            bowlingLine: "Jadeja 3-0-24-1",
            equationText: "38 off 21",
            lastBallText: "Four through cover",
            partnershipText: "Stand of 44 (25)"
        ),
        deepLink: URL(string: "powerplay://fixture/fx-2024-ipl-41")!,
        updatedAt: Date(timeIntervalSince1970: 1_714_070_000)
    )

    static let previewRainDelay = LiveActivityDisplayState(
        phase: "live",
        scoreText: "88/2",
        oversText: "9.4",
        chaseText: "Rain delay — covers on",
        sentiment: "neutral",
        compact: LiveActivityCompact(leadingText: "88/2", trailingText: "9.4", minimalText: "88"),
        expanded: LiveActivityExpanded(
            title: "RCB v KKR",
            battingLine: "Kohli 47* (31)",
            bowlingLine: "Narine 2-0-14-0",
            equationText: nil,
            lastBallText: "Play suspended",
            partnershipText: nil
        ),
        deepLink: URL(string: "powerplay://fixture/fx-2024-ipl-44")!,
        updatedAt: Date(timeIntervalSince1970: 1_714_080_000)
    )
}
