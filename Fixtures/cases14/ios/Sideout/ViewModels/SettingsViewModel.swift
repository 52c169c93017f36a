import Foundation
import Observation

@Observable @MainActor
final class SettingsViewModel {
    var minutesBefore = 15
    let appVersion = AppConstants.versionLabel

    var reminderSummary: String {
        "\(minutesBefore) min before first serve"
    }

    func bump() {
        minutesBefore = min(minutesBefore + 5, 60)
    }
}
