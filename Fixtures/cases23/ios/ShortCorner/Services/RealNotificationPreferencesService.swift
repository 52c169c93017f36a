import Foundation
import Observation
import SwiftUI
import UserNotifications

@Observable
@MainActor
final class RealNotificationPreferencesService: NotificationPreferencesService {
    private(set) var preferences = NotificationPreferences.default

    private let client: APIClient
    private let center = UNUserNotificationCenter.current()

    init(client: APIClient) {
        self.client = client
    }

    func load() async {
        if let cached = loadCachedPreferences() {
            preferences = cached
        }
        if let remote = try? await client.get("/user/notification-preferences", as: NotificationPreferences.self) {
            preferences = remote
        }
    }

    func update(_ preferences: NotificationPreferences) async throws {
        try await client.put("/user/notification-preferences", body: preferences)
        self.preferences = preferences
        cache(preferences)
    }

    func authorizationStatusBlocking() -> UNAuthorizationStatus {
        let semaphore = DispatchSemaphore(value: 0)
        var status = UNAuthorizationStatus.notDetermined
        center.getNotificationSettings { settings in
            status = settings.authorizationStatus
            semaphore.signal()
        }
        semaphore.wait()
        return status
    }

    private func loadCachedPreferences() -> NotificationPreferences? {
        guard let url = cacheURL, let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(NotificationPreferences.self, from: data)
    }

    private func cache(_ preferences: NotificationPreferences) {
        guard let url = cacheURL, let data = try? JSONEncoder().encode(preferences) else { return }
        try? data.write(to: url, options: .atomic)
    }

    private var cacheURL: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("notification-preferences.json")
    }
}
