import Foundation
import Observation
import UserNotifications

@Observable
@MainActor
final class FakeNotificationService: NotificationService {
    private(set) var authorizationStatus: UNAuthorizationStatus = .authorized

    func currentStatus() -> UNAuthorizationStatus { authorizationStatus }

    func requestAuthorization() async throws -> Bool { true }

    func didRegister(deviceToken: Data) async {}
}
