import SwiftUI

@MainActor
protocol SettingsService: AnyObject, Observable {
    var preferences: AlertPreferences { get }
    var preferredTour: Tour { get set }
    func load() async
    func save(_ preferences: AlertPreferences) async throws
}

private struct SettingsServiceKey: EnvironmentKey {
    static let defaultValue: any SettingsService = RealSettingsService()
}

extension EnvironmentValues {
    var settingsService: any SettingsService {
        get { self[SettingsServiceKey.self] }
        set { self[SettingsServiceKey.self] = newValue }
    }
}
