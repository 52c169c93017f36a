import Foundation
import Observation

@Observable
@MainActor
final class ChaseViewModel {
    private(set) var snapshot: ChaseSnapshot?
    var showsRateChart = false

    private let settings: any SettingsService

    init(settings: any SettingsService) {
        self.settings = settings
    }

    func apply(_ snapshot: ChaseSnapshot) {
        self.snapshot = snapshot
    }

    var runsNeeded: Int? {
        guard let snapshot else { return nil }
        return snapshot.target - snapshot.runs
    }

    var ballsBowled: Int {
        Int(snapshot?.ballsText ?? "") ?? 0
    }

    var equation: String {
        guard let snapshot else { return "" }
        return snapshot.equationText
    }

    var isTight: Bool {
        snapshot?.sentiment == "tense"
    }

    /// How often the chase screen re-polls, from the user's own setting.
    var pollInterval: Duration {
        let seconds = Int(settings.refreshIntervalText) ?? 30
        return .seconds(max(10, seconds))
    }
}
