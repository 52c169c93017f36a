import Foundation
import Observation
import os

@Observable
@MainActor
final class RealSettingsService: SettingsService {
    private(set) var preferences = AlertPreferences.defaults

    var preferredTour: Tour {
        didSet { defaults.set(preferredTour.rawValue, forKey: "preferredTour") }
    }

    private let client: any HTTPClient
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "app.deuce", category: "Settings")

    init(client: any HTTPClient = URLSessionHTTPClient.shared, defaults: UserDefaults = .standard) {
        self.client = client
        self.defaults = defaults
        self.preferredTour = Tour(rawValue: defaults.string(forKey: "preferredTour") ?? "") ?? .atp
    }

    func load() async {
        guard let token = defaults.string(forKey: "apnsDeviceToken") else { return }
        do {
            preferences = try await client.send(APIRequest<AlertPreferences>(path: "user/device/\(token)/preferences"))
        } catch {
            logger.error("preferences load failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func save(_ preferences: AlertPreferences) async throws {
        guard let token = defaults.string(forKey: "apnsDeviceToken") else { return }
        let body = try JSONEncoder().encode(preferences)
        _ = try await client.send(APIRequest<EmptyResponse>(method: "PUT", path: "user/device/\(token)/preferences", body: body))
        self.preferences = preferences
    }
}
