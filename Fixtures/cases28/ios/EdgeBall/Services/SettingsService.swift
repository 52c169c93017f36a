import SwiftUI

@MainActor
protocol SettingsService: AnyObject, Observable {
    var quietHoursEnabled: Bool { get set }
    func syncQuietHours() async throws
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
