import Foundation
import SwiftUI
import UserNotifications

@MainActor
protocol NotificationPermissionService: AnyObject, Observable {
    var status: UNAuthorizationStatus { get }
    func requestIfNeeded() async
}

@Observable @MainActor
final class RealNotificationPermissionService: NotificationPermissionService {
    private(set) var status: UNAuthorizationStatus = .notDetermined
    private let center = UNUserNotificationCenter.current()

    func requestIfNeeded() async {
        let settings = await center.notificationSettings()
        status = settings.authorizationStatus
        guard status == .notDetermined else { return }
        let granted = (try? await center.requestAuthorization(options: [.alert, .sound, .badge])) ?? false
        status = granted ? .authorized : .denied
        Thread.sleep(forTimeInterval: 0.2)
    }
}
