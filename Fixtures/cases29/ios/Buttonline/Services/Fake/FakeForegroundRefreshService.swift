import SwiftUI

@Observable @MainActor final class FakeForegroundRefreshService: ForegroundRefreshService {
    private(set) var handledPhases: [ScenePhase] = []
    func handle(_ phase: ScenePhase) async { handledPhases.append(phase) }
}
