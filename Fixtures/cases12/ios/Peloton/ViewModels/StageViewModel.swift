import Foundation
import Observation
import os

@Observable @MainActor final class StageViewModel {
    private(set) var display: StageDisplayState?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    let stageId: String
    private let raceService: any RaceService
    private let logger = Logger.peloton(category: "stage")

    init(stageId: String, raceService: any RaceService) {
        self.stageId = stageId
        self.raceService = raceService
    }

    var headline: String {
        guard let display else { return "" }
        return display.isLive ? display.statusLabel : display.title
    }

    var breakawayGapText: String? {
        guard let breakaway = display?.breakaway else { return nil }
        let minutes = breakaway.gapSeconds / 60
        return String(format: "%d' %02d\"", minutes, breakaway.gapSeconds % 60)
    }

    var showsBreakaway: Bool {
        display?.breakaway != nil
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            display = try await raceService.stageDisplay(stageId: stageId)
            errorMessage = nil
        } catch {
            logger.error("Stage \(self.stageId, privacy: .public) failed: \(error.localizedDescription)")
            errorMessage = error.localizedDescription
        }
    }
}
