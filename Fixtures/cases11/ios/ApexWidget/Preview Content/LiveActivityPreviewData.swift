import Foundation

enum LiveActivityPreviewData {
    static let racing = LiveActivityDisplayState(
        phase: .racing,
        lapLabel: "34/53",
        leaderCode: "NOR",
        leaderGap: "+2.418",
        trackStatus: .green,
        trackStatusLabel: "Green flag",
        compact: LiveActivityCompact(leading: "P2 LEC", trailing: "+2.4", minimal: "P2"),
        expanded: LiveActivityExpanded(
            headline: "Leclerc chasing Norris",
            positionLabel: "P2",
            gapLabel: "+2.418",
            tyreLabel: "Hard · 18 laps",
            tyreCompound: "hard",
            lastEvent: "Piastri pits — mediums",
            rows: []
        ),
        deepLink: "apex://race/2026-monza-race",
        updatedAt: .now
    )

    static let safetyCar = LiveActivityDisplayState(
        phase: .racing,
        lapLabel: "41/53",
        leaderCode: "NOR",
        leaderGap: "+0.6",
        trackStatus: .safetyCar,
        trackStatusLabel: "Safety car",
        compact: LiveActivityCompact(leading: "SC", trailing: "+0.6", minimal: "SC"),
        expanded: LiveActivityExpanded(headline: "Safety car — field bunched", positionLabel: "P2", gapLabel: "+0.6", tyreLabel: "Hard · 25 laps", tyreCompound: "hard", lastEvent: nil, rows: []),
        deepLink: "apex://race/2026-monza-race",
        updatedAt: .now
    )
}
