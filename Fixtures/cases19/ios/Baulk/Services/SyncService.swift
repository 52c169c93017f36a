import SwiftUI

/// Re-sends queued push tokens and follows when the app comes back to the foreground.
@MainActor
protocol SyncService: AnyObject, Observable {
    func handle(_ phase: ScenePhase) async
}

private struct SyncServiceKey: EnvironmentKey {
    static let defaultValue: any SyncService = FakeSyncService()
}

extension EnvironmentValues {
    var syncService: any SyncService {
        get { self[SyncServiceKey.self] }
        set { self[SyncServiceKey.self] = newValue }
    }
}
