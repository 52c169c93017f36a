import SwiftUI
import Observation

@Observable
@MainActor
final class FakeSyncService: SyncService {
    func handle(_ phase: ScenePhase) async {}
}
