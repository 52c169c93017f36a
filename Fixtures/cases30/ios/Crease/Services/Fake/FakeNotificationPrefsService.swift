import Foundation

@Observable @MainActor final class FakeNotificationPrefsService: NotificationPrefsService {
    var goalAlerts = true
    var penaltyAlerts = true
    var quarterSummaries = false
    func sync() async throws {}
}
