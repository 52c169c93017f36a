import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    func startActivity(for game: Game) async throws
    func endActivity(gameId: String) async
}

struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
