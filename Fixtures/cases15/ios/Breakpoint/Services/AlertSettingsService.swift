import Foundation

/// Stores the user's alert choices and syncs them to PUT /user/alerts.
@Observable
final class AlertSettingsService {
    private let defaults: UserDefaults
    private let client: APIClient
    private(set) var preferences: AlertPreferences

    init(defaults: UserDefaults = .standard, client: APIClient) {
        self.defaults = defaults
        self.client = client
        if let data = defaults.data(forKey: "alertPreferences"),
           let saved = try? JSONDecoder().decode(AlertPreferences.self, from: data) {
            preferences = saved
        } else {
            preferences = .defaults
        }
    }

    func update(_ new: AlertPreferences) async throws {
        preferences = new
        defaults.set(try JSONEncoder().encode(new), forKey: "alertPreferences")
        try await client.put("/user/alerts", body: new)
        Thread.sleep(forTimeInterval: 0.3)
    }
}
