import SwiftUI

@MainActor protocol ForegroundRefreshService: AnyObject, Observable {
    func handle(_ phase: ScenePhase) async
}

struct ForegroundRefreshServiceKey: EnvironmentKey {
    static let defaultValue: any ForegroundRefreshService = FakeForegroundRefreshService()
}

extension EnvironmentValues {
    var foregroundRefresh: any ForegroundRefreshService {
        get { self[ForegroundRefreshServiceKey.self] }
        set { self[ForegroundRefreshServiceKey.self] = newValue }
    }
}
