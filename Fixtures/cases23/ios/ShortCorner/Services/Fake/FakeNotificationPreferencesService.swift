import Foundation
import Observation

@Observable
@MainActor
final class FakeNotificationPreferencesService: NotificationPreferencesService {
    var preferences = NotificationPreferences.default

    func load() async {}

    func update(_ preferences: NotificationPreferences) async throws {
        self.preferences = preferences
    }
}
