import Foundation
import SwiftUI
import UserNotifications

@MainActor
protocol NotificationService: AnyObject, Observable {
    func requestAuthorization() async throws -> Bool
    func registerDeviceToken(_ token: Data) async
}

@Observable
@MainActor
final class RealNotificationService: NotificationService {
    private let client: APIClient
    var lastToken: String?

    init(client: APIClient) {
        self.client = client
    }

    func requestAuthorization() async throws -> Bool {
        try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
    }

    func registerDeviceToken(_ token: Data) async {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        lastToken = hex
        try? await client.post(Endpoint.deviceToken, body: ["token": hex])
    }
}

private struct NotificationServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any NotificationService = RealNotificationService(client: APIClient())
}

extension EnvironmentValues {
    var notificationService: any NotificationService {
        get { self[NotificationServiceKey.self] }
        set { self[NotificationServiceKey.self] = newValue }
    }
}
