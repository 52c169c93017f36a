import Foundation
import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func start(for match: Match) async throws
    func end(matchId: String, finalState: SevenMetreActivityAttributes.ContentState?) async
    func restoreExistingActivities() async
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
