import Foundation
import Observation

@Observable @MainActor
final class FakePreferencesService: PreferencesService {
    var favouriteTeamId: String? = "t-brazil"
    var spoilerFree = false
    var use24HourClock = true
}
