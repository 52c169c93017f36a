import Foundation
import Observation
import UserNotifications

@Observable @MainActor final class FakeNotificationService: NotificationService {
    private(set) var authorizationStatus: UNAuthorizationStatus = .authorized

    func requestAuthorization() async {}

    func refreshAuthorizationStatus() {}

    func registerDeviceToken(_ token: Data) async {}
}
