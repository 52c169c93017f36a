import SwiftUI
import os

@Observable @MainActor final class RealSceneRefreshService: SceneRefreshService {
    private let schedule: any ScheduleService
    private let activities: any LiveActivityService
    private let log = Logger(subsystem: "com.creaselax.app", category: "scene")

    init(schedule: any ScheduleService, activities: any LiveActivityService) {
        self.schedule = schedule
        self.activities = activities
    }

    func handle(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        activities.restoreExistingActivities()
        do { try await schedule.refresh() } catch { log.error("foreground refresh failed") }
    }
}
