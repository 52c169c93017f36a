import Foundation
import Observation
import os

@Observable @MainActor final class RaceListViewModel {
    private(set) var races: [RaceHubItem] = []
    private(set) var emptyMessage: String?
    private(set) var isLoading = false
    private(set) var loadFailed = false

    private let logger = Logger.peloton(category: "race-list")

    func load(using service: any RaceService) async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await service.loadRaces()
            races = service.races
            emptyMessage = service.emptyMessage
            loadFailed = false
        } catch {
            logger.error("Race list failed: \(error.localizedDescription)")
            loadFailed = true
        }
    }

    /// Stages still to come, for the "next up" row under each race.
    func upcomingStages(in race: RaceHubItem) -> [StageSummary] {
        race.stages.filter { !$0.isLive }
    }

    func currentStageNumber(in race: RaceHubItem) -> Int? {
        guard let live = race.stages.first(where: \.isLive) else { return nil }
        return Int(live.numberLabel.replacingOccurrences(of: "Stage ", with: ""))
    }
}
