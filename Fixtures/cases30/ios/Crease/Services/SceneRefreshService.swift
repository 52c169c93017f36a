import SwiftUI
import os

@MainActor protocol SceneRefreshService: AnyObject, Observable {
    func handle(_ phase: ScenePhase) async
}

private struct SceneRefreshServiceKey: EnvironmentKey {
    static let defaultValue: any SceneRefreshService = FakeSceneRefreshService()
}

extension EnvironmentValues {
    var sceneRefresh: any SceneRefreshService {
        get { self[SceneRefreshServiceKey.self] }
        set { self[SceneRefreshServiceKey.self] = newValue }
    }
}
