import SwiftUI

@MainActor protocol NotificationPrefsService: AnyObject, Observable {
    var goalAlerts: Bool { get set }
    var penaltyAlerts: Bool { get set }
    var quarterSummaries: Bool { get set }
    func sync() async throws
}

private struct NotificationPrefsServiceKey: EnvironmentKey {
    static let defaultValue: any NotificationPrefsService = FakeNotificationPrefsService()
}

extension EnvironmentValues {
    var notificationPrefs: any NotificationPrefsService {
        get { self[NotificationPrefsServiceKey.self] }
        set { self[NotificationPrefsServiceKey.self] = newValue }
    }
}
