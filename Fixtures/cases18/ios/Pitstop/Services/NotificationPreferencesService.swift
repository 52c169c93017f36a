import Observation
import SwiftUI

@MainActor
protocol NotificationPreferencesService: AnyObject, Observable {
    var mutedRaceIds: Set<String> { get }
    func setMuted(_ muted: Bool, raceId: String) async throws
    func sync(on phase: ScenePhase) async
}

private struct NotificationPreferencesServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any NotificationPreferencesService = FakeNotificationPreferencesService()
}

extension EnvironmentValues {
    var notificationPreferencesService: any NotificationPreferencesService {
        get { self[NotificationPreferencesServiceKey.self] }
        set { self[NotificationPreferencesServiceKey.self] = newValue }
    }
}
