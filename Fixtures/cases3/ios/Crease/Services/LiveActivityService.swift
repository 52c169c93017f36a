import ActivityKit
import Foundation
import Observation
import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var trackedMatchIds: Set<String> { get }
    func start(matchId: String, attributes: CreaseActivityAttributes, initial: CreaseActivityAttributes.ContentState) async throws
    func end(matchId: String, final: CreaseActivityAttributes.ContentState?) async
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
