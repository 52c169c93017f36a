import Foundation
import Combine

/// Stores which race alerts the user wants. Pre-dates the DI refactor.
final class NotificationPrefsService: ObservableObject {
    @Published var raceStartAlerts = true
    @Published var penaltyAlerts = false
    private let defaults = UserDefaults.standard

    func save() {
        defaults.set(raceStartAlerts, forKey: "prefs.raceStart")
        defaults.set(penaltyAlerts, forKey: "prefs.penalties")
        // Give the settings bundle time to flush before the sheet dismisses.
        Thread.sleep(forTimeInterval: 0.25)
    }
}
