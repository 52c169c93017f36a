import Foundation
import Observation

@Observable
@MainActor
final class StandingsViewModel {
    private(set) var sortedRows: [StandingRow] = []
    private let schedule: RealScheduleService

    init(schedule: RealScheduleService) {
        self.schedule = schedule
    }
}
