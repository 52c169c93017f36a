import Foundation
import Observation
import os

@Observable @MainActor final class GCStandingsViewModel {
    private(set) var standings: StandingsResponse?
    private(set) var isLoading = false

    private let logger = Logger.peloton(category: "standings")

    var gcRows: [GcRowDisplay] { standings?.gc ?? [] }

    var activeRows: [GcRowDisplay] {
        gcRows.filter { !$0.isAbandoned }
    }

    var abandonedCount: Int {
        gcRows.filter(\.isAbandoned).count
    }

    var komRows: [KomStanding] { standings?.kom ?? [] }
    var sprintRows: [SprintStanding] { standings?.sprint ?? [] }
    var abandonments: [AbandonmentDisplay] { standings?.abandonments ?? [] }

    func minutesBehind(_ row: GcRowDisplay) -> Int {
        row.gapSeconds / 60
    }

    func load(raceId: String, service: any RaceService) async {
        isLoading = true
        defer { isLoading = false }
        do {
            standings = try await service.standings(raceId: raceId)
        } catch {
            logger.error("Standings failed: \(error.localizedDescription)")
        }
    }
}
