import Observation
import SwiftUI

@Observable
@MainActor
final class FakeSettingsService: SettingsService {
    var wicketAlerts = true
    var milestoneAlerts = false
    var autoStartActivities = true
    var refreshIntervalText = "30"
    private(set) var resetCount = 0

    func resetFollows() async {
        resetCount += 1
    }

    func sceneDidChange(to phase: ScenePhase) {}
}
