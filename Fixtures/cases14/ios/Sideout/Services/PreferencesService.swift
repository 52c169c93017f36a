import SwiftUI

@MainActor
protocol PreferencesService: AnyObject, Observable {
    var favouriteTeamId: String? { get set }
    var spoilerFree: Bool { get set }
    var use24HourClock: Bool { get set }
}

struct PreferencesServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any PreferencesService = RealPreferencesService()
}

extension EnvironmentValues {
    var preferencesService: any PreferencesService {
        get { self[PreferencesServiceKey.self] }
        set { self[PreferencesServiceKey.self] = newValue }
    }
}
