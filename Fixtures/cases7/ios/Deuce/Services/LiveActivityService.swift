import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func start(for match: MatchItem) async throws
    func end(matchId: String) async
    func finish(matchId: String, finalState: LiveActivityDisplayState) async
    func startOrderOfPlay(tournamentId: String, courtId: String, initial: OrderOfPlayAttributes.ContentState) async throws
    func restoreExistingActivities() async
    func observePushToStartToken()
    func scenePhaseChanged(to phase: ScenePhase)
}

private struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
