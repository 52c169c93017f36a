import SwiftUI

@Observable @MainActor final class RealForegroundRefreshService: ForegroundRefreshService {
    private let schedule: any ScheduleService
    private let liveActivities: any LiveActivityService

    init(schedule: any ScheduleService, liveActivities: any LiveActivityService) {
        self.schedule = schedule
        self.liveActivities = liveActivities
    }

    func handle(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        try? await schedule.refresh()
        await liveActivities.retryPendingTokens()
    }
}
