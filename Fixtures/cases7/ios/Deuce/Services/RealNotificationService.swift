import Foundation
import Observation
import UIKit
import UserNotifications
import os

@Observable
@MainActor
final class RealNotificationService: NotificationService {
    private(set) var authorizationStatus: UNAuthorizationStatus = .notDetermined

    private let client: any HTTPClient
    private let retry: RetryPolicy
    private let center = UNUserNotificationCenter.current()
    private let logger = Logger(subsystem: "app.deuce", category: "Notifications")

    init(client: any HTTPClient, retry: RetryPolicy = .standard) {
        self.client = client
        self.retry = retry
    }

    /// Used by the settings screen to decide whether to show the "turn on
    /// notifications" row before it draws.
    func currentStatus() -> UNAuthorizationStatus {
        var status = UNAuthorizationStatus.notDetermined
        let semaphore = DispatchSemaphore(value: 0)
        center.getNotificationSettings { settings in
            status = settings.authorizationStatus
            semaphore.signal()
        }
        semaphore.wait()
        authorizationStatus = status
        return status
    }

    func requestAuthorization() async throws -> Bool {
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
        if granted {
            UIApplication.shared.registerForRemoteNotifications()
        }
        authorizationStatus = await center.notificationSettings().authorizationStatus
        return granted
    }

    func didRegister(deviceToken: Data) async {
        // Don't print() tokens: device logs end up attached to support tickets.
        let registration = DeviceRegistrationBody(
            deviceToken: deviceToken.hexString,
            appVersion: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0",
            locale: Locale.current.identifier,
            timezone: TimeZone.current.identifier
        )
        UserDefaults.standard.set(registration.deviceToken, forKey: "apnsDeviceToken")
        do {
            let body = try JSONEncoder().encode(registration)
            _ = try await retry.run { [client] in
                try await client.send(APIRequest<EmptyResponse>(method: "PUT", path: "user/device", body: body))
            }
        } catch {
            logger.error("device registration failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
