import Foundation
import Observation

@Observable
@MainActor
final class FakeScheduleService: ScheduleService {
    private(set) var groups: [LeagueGroup] = PreviewMatches.schedule

    func refresh() async {}
}
