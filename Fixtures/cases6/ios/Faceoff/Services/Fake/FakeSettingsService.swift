import Foundation
import Observation

@Observable @MainActor
final class FakeSettingsService: SettingsService {
    var liveActivitiesEnabled = true
    var goalAlertsEnabled = false
    let favoriteTeamIds: [String] = [PreviewData.bruins.teamId]
}
