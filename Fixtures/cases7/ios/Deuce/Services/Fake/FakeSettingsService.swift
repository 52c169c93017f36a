import Foundation
import Observation

@Observable
@MainActor
final class FakeSettingsService: SettingsService {
    private(set) var preferences = AlertPreferences.defaults
    var preferredTour: Tour = .wta

    func load() async {}

    func save(_ preferences: AlertPreferences) async throws {
        self.preferences = preferences
    }
}
