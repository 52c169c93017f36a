import SwiftUI

@Observable @MainActor final class FakeSceneRefreshService: SceneRefreshService {
    func handle(_ phase: ScenePhase) async {}
}
