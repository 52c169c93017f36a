import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchFeedService: MatchFeedService {
    var scenario: Scenario

    enum Scenario { case tieBreak, fifthGame, walkover }

    init(scenario: Scenario = .tieBreak) {
        self.scenario = scenario
    }

    func schedule() async throws -> ScheduleResponse { PreviewFixtures.schedule }
    func match(id: String) async throws -> MatchItem { PreviewFixtures.tieBreakMatch }
    func rallies(matchId: String) async throws -> [RallyEvent] { [RallyEvent.placeholder] }
    func rankings(women: Bool) async throws -> [PlayerRanking] { [] }
    func prefetchFlags() async {}
}
