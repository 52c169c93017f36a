import Foundation
import Observation

@Observable @MainActor
final class RealPreferencesService: PreferencesService {
    private let defaults: UserDefaults
    var storageVersion: Int = 2

    var favouriteTeamId: String? {
        get { defaults.string(forKey: "favouriteTeamId") }
        set { defaults.set(newValue, forKey: "favouriteTeamId") }
    }

    var spoilerFree: Bool {
        get { defaults.bool(forKey: "spoilerFree") }
        set { defaults.set(newValue, forKey: "spoilerFree") }
    }

    var use24HourClock: Bool {
        get { defaults.bool(forKey: "use24HourClock") }
        set { defaults.set(newValue, forKey: "use24HourClock") }
    }

    init(defaults: UserDefaults = UserDefaults(suiteName: AppConstants.appGroup) ?? .standard) {
        self.defaults = defaults
    }
}
