import Foundation

enum LiveActivityPreviewData {
    static let attributes = RaceActivityAttributes(
        raceId: "indy-2026-r05", driverId: "palou", seriesCode: "INDY", countryCode: "US", raceName: "Indianapolis 500"
    )

    static let racing = LiveActivityContentState(
        phase: .live,
        flag: .green,
        sentiment: .charging,
        compact: LiveActivityCompact(positionText: "P3", gapText: "+0.842"),
        expanded: LiveActivityExpanded(
            headline: "Palou closing on O'Ward",
            lapText: "Lap 142/200",
            tyreText: "Primaries, 18 laps",
            intervalAheadText: "+0.842 to O'Ward",
            lastEventText: "Pitted on lap 124 — 7.9s",
            flagText: nil
        ),
        minimalText: "P3",
        isFastestLap: false,
        updatedAt: 1_779_998_400
    )

    static let caution = LiveActivityContentState(
        phase: .live,
        flag: .yellow,
        sentiment: .neutral,
        compact: LiveActivityCompact(positionText: "P3", gapText: "+0.3"),
        expanded: LiveActivityExpanded(
            headline: "Full-course caution",
            lapText: "Lap 151/200",
            tyreText: "Primaries, 27 laps",
            intervalAheadText: nil,
            lastEventText: "Caution for debris in turn 3",
            flagText: "Caution"
        ),
        minimalText: "P3",
        isFastestLap: false,
        updatedAt: 1_779_999_000
    )
}
