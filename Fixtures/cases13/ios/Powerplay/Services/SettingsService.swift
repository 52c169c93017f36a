import SwiftUI

@MainActor
protocol SettingsService: AnyObject, Observable {
    var wicketAlerts: Bool { get set }
    var milestoneAlerts: Bool { get set }
    var autoStartActivities: Bool { get set }
    var refreshIntervalText: String { get }
    func resetFollows() async
    func sceneDidChange(to phase: ScenePhase)
}

private struct SettingsServiceKey: EnvironmentKey {
    static let defaultValue: any SettingsService = FakeSettingsService()
}

extension EnvironmentValues {
    var settingsService: any SettingsService {
        get { self[SettingsServiceKey.self] }
        set { self[SettingsServiceKey.self] = newValue }
    }
}
