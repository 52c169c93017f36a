import Foundation

enum PreviewData {
    static let race = RaceItem(
        raceId: "2026-monza-race",
        roundLabel: "Round 16",
        grandPrixName: "Italian Grand Prix",
        circuitName: "Monza",
        countryFlag: "🇮🇹",
        sessionLabel: "Race",
        statusText: "Lap 34/53",
        statusTone: "live",
        startTime: .now,
        isLive: true
    )

    static let schedule = ScheduleResponse(
        weekends: [WeekendGroup(weekendId: "2026-monza", headerTitle: "Italian GP · 5–7 Sep", races: [race])],
        generatedAt: .now
    )

    static let raceDetail = RaceDetailResponse(
        raceId: "2026-monza-race",
        title: "Italian Grand Prix",
        subtitle: "Monza · 53 laps",
        lapLabel: "Lap 34/53",
        currentLap: 34,
        totalLaps: 53,
        phase: "racing",
        trackStatus: "green",
        trackStatusLabel: "Green flag",
        resultSummary: nil,
        timing: [],
        pitStops: [],
        penalties: [],
        fastestLap: nil
    )

    static let standings = StandingsResponse(
        seasonLabel: "2026 Drivers' Championship",
        afterRoundText: "After round 16 of 24",
        drivers: [
            DriverStanding(id: "NOR", positionText: "1", driverName: "Lando Norris", teamName: "McLaren", teamColorName: "TeamMcLaren", points: 287, pointsText: "287", gapText: "—", winsText: "6 wins")
        ],
        constructors: []
    )
}
