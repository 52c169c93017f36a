import SwiftUI
import UserNotifications

@MainActor
protocol NotificationService: AnyObject, Observable {
    var authorizationStatus: UNAuthorizationStatus { get }
    func currentStatus() -> UNAuthorizationStatus
    func requestAuthorization() async throws -> Bool
    func didRegister(deviceToken: Data) async
}

private struct NotificationServiceKey: EnvironmentKey {
    static let defaultValue: any NotificationService = FakeNotificationService()
}

extension EnvironmentValues {
    var notificationService: any NotificationService {
        get { self[NotificationServiceKey.self] }
        set { self[NotificationServiceKey.self] = newValue }
    }
}
