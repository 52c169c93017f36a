import Foundation

enum PreviewRaces {
    static let all: [RaceCard] = [
        RaceCard(
            raceId: "fe-2026-r07", seriesCode: "FE", countryCode: "MC", title: "Monaco E-Prix",
            statusText: "Lap 18 of 29", lapText: "Lap 18/29", leaderText: "Evans leads by 1.2s",
            phase: .live, flag: .green, sentiment: "tense", startsAt: .now.addingTimeInterval(-1800),
            currentLap: 18, totalLaps: 29, isFollowed: true
        ),
    ]

    static let detail = RaceDetailResponse(
        race: all[0],
        drivers: [
            DriverRow(driverId: "eva", position: 1, positionText: "P1", driverCode: "EVA", driverName: "Mitch Evans", teamName: "Jaguar", gapText: "Leader", intervalText: "—", gapToLeaderMs: 0, lastLapMs: 91_812, lastLapText: "1:31.812", tyreCompound: .notApplicable, tyreAge: 0, pitStops: 0, isInPitLane: false, isRetired: false, hasFastestLap: false, statusText: nil),
            DriverRow(driverId: "dac", position: 2, positionText: "P2", driverCode: "DAC", driverName: "António Félix da Costa", teamName: "Porsche", gapText: "+1.204", intervalText: "+1.204", gapToLeaderMs: 1204, lastLapMs: 91_655, lastLapText: "1:31.655", tyreCompound: .notApplicable, tyreAge: 0, pitStops: 0, isInPitLane: false, isRetired: false, hasFastestLap: true, statusText: nil),
        ],
        pitStops: [],
        fastestLapText: "da Costa — 1:31.655 on lap 17",
        raceControlText: "Safety car in this lap",
        weatherText: "Dry, track 31°C",
        trackTempC: 31.4
    )

    static let standings = StandingsResponse(
        seriesCode: "FE", seasonText: "Season 12", roundsLeft: 9, maxPointsPerRound: 29,
        rows: [StandingRow(position: 1, driverName: "Mitch Evans", teamName: "Jaguar", pointsText: "86 pts", points: 86, behindLeaderText: nil)],
        updatedAt: .now
    )
}
