import SwiftUI
import UserNotifications

@MainActor protocol NotificationService: AnyObject, Observable {
    var authorizationStatus: UNAuthorizationStatus { get }
    func requestAuthorization() async
    func refreshAuthorizationStatus()
    func registerDeviceToken(_ token: Data) async
}

private struct NotificationServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any NotificationService = FakeNotificationService()
}

extension EnvironmentValues {
    var notificationService: any NotificationService {
        get { self[NotificationServiceKey.self] }
        set { self[NotificationServiceKey.self] = newValue }
    }
}
