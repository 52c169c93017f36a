import SwiftUI
import Observation

@Observable
@MainActor
final class RealSyncService: SyncService {
    private let liveActivities: any LiveActivityService
    private var lastSync: Date?

    init(liveActivities: any LiveActivityService) {
        self.liveActivities = liveActivities
    }

    func handle(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        lastSync = .now
        await liveActivities.restoreExistingActivities()
    }
}
