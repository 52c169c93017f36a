import Foundation
import Observation

@Observable @MainActor final class FakeRaceService: RaceService {
    private(set) var races: [RaceHubItem] = [FakeRaceService.tour]
    private(set) var emptyMessage: String?

    func loadRaces() async throws {}

    func stageDisplay(stageId: String) async throws -> StageDisplayState {
        FakeRaceService.superbagneres
    }

    func standings(raceId: String) async throws -> StandingsResponse {
        StandingsResponse(raceId: raceId, updatedAt: .now, gc: FakeRaceService.superbagneres.gcTop, kom: [], sprint: [], abandonments: [], youth: nil, teamsLabel: nil)
    }

    func riderProfile(riderId: String) async throws -> RiderProfile {
        RiderProfile(riderId: riderId, name: "Tadej Pogačar", teamName: "UAE Team Emirates", flag: "🇸🇮", ageLabel: "26", birthDate: .now, grandTourStageWins: 21, results: [])
    }

    static let tour = RaceHubItem(
        raceId: "tdf-2025",
        name: "Tour de France",
        countryFlag: "🇫🇷",
        stageLabel: "Stage 14 of 21",
        isLive: true,
        liveBadgeLabel: "Live",
        stages: []
    )

    static let superbagneres = StageDisplayState(
        stageId: "tdf-2025-s14",
        title: "Stage 14 · Pau → Superbagnères",
        subtitle: "182.6 km — Mountains",
        statusLabel: "Racing",
        isLive: true,
        kmToGoLabel: "42 km to go",
        progressFraction: 0.77,
        liveNote: "Break hanging on — +0' 28\"",
        breakaway: BreakawayDisplay(label: "Break of 2", gapLabel: "+0' 28\"", riderNames: ["Lenny Martinez", "Thymen Arensman"], gapSeconds: 28),
        gcTop: [
            GcRowDisplay(riderId: "r-1", rank: 1, riderName: "Tadej Pogačar", teamName: "UAE Team Emirates", flag: "🇸🇮", gapLabel: "Leader", gapSeconds: 0, jersey: .yellow, isAbandoned: false, bonusLabel: nil),
            GcRowDisplay(riderId: "r-2", rank: 2, riderName: "Jonas Vingegaard", teamName: "Visma | Lease a Bike", flag: "🇩🇰", gapLabel: "+4' 13\"", gapSeconds: 253, jersey: nil, isAbandoned: false, bonusLabel: "-6\""),
        ],
        startTimeLabel: "12:50",
        weatherNote: nil,
        sentiment: .tense
    )
}
