import Observation
import SwiftUI

@MainActor
protocol NotificationPreferencesService: AnyObject, Observable {
    var preferences: NotificationPreferences { get }
    func load() async
    func update(_ preferences: NotificationPreferences) async throws
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
