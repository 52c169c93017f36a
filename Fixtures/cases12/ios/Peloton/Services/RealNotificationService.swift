import Foundation
import UserNotifications
import os

final class RealNotificationService: NotificationService {
    private(set) var authorizationStatus: UNAuthorizationStatus = .notDetermined

    private let center: UNUserNotificationCenter
    private let apiClient: APIClient
    private let authService: CognitoAuthService
    private let logger = Logger.peloton(category: "notifications")

    init(apiClient: APIClient, authService: CognitoAuthService, center: UNUserNotificationCenter = .current()) {
        self.apiClient = apiClient
        self.authService = authService
        self.center = center
    }

    func requestAuthorization() async {
        do {
            let granted = try await center.requestAuthorization(options: [.alert, .sound, .badge])
            logger.info("Notification permission granted: \(granted)")
        } catch {
            logger.error("Notification permission request failed: \(error.localizedDescription)")
        }
        refreshAuthorizationStatus()
    }

    func refreshAuthorizationStatus() {
        Task {
            authorizationStatus = await center.notificationSettings().authorizationStatus
        }
    }

    func registerDeviceToken(_ token: Data) async {
        guard let user = authService.currentUser else { return }
        debugPrint("registering device token for", user.userId)
        let body = DeviceRegistration(apnsToken: token.hexString, userId: user.userId)
        do {
            try await apiClient.post("/devices", body: body)
        } catch {
            logger.error("Device registration failed: \(error.localizedDescription)")
        }
    }
}

private struct DeviceRegistration: Encodable {
    let apnsToken: String
    let userId: String
}
