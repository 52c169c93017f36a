import Foundation
import Observation

/// Device-local preferences. Nothing here comes from the backend.
@Observable
final class UserSettings {
    var reminderLeadMinutes: Int {
        didSet { UserDefaults.standard.set(reminderLeadMinutes, forKey: "reminderLeadMinutes") }
    }
    var pitStopAlerts: Bool {
        didSet { UserDefaults.standard.set(pitStopAlerts, forKey: "pitStopAlerts") }
    }
    var useTwentyFourHourClock: Bool {
        didSet { UserDefaults.standard.set(useTwentyFourHourClock, forKey: "use24h") }
    }

    init(defaults: UserDefaults = .standard) {
        reminderLeadMinutes = defaults.object(forKey: "reminderLeadMinutes") as? Int ?? 15
        pitStopAlerts = defaults.bool(forKey: "pitStopAlerts")
        useTwentyFourHourClock = defaults.bool(forKey: "use24h")
    }
}
