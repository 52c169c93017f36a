import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func startActivity(for match: Match) async
    func endActivity(matchId: String) async
    func retryPendingTokens() async
    func handleDeepLink(_ url: URL)
}

private struct LiveActivityServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
