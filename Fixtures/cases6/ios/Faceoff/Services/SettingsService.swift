import SwiftUI

@MainActor
protocol SettingsService: AnyObject, Observable {
    var liveActivitiesEnabled: Bool { get set }
    var goalAlertsEnabled: Bool { get set }
    var favoriteTeamIds: [String] { get }
}

private struct SettingsServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any SettingsService = RealSettingsService()
}

extension EnvironmentValues {
    var settingsService: any SettingsService {
        get { self[SettingsServiceKey.self] }
        set { self[SettingsServiceKey.self] = newValue }
    }
}
