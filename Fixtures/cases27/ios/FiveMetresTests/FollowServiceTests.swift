import XCTest
@testable import FiveMetres

@MainActor
final class FollowServiceTests: XCTestCase {
    func testFakeScheduleServiceReturnsEmptySchedule() async throws {
        let service = FakeScheduleService()
        let schedule = try await service.schedule()
        XCTAssertTrue(schedule.competitions.isEmpty)
    }

    func testFakeLiveActivityServiceTracksStartedMatch() async throws {
        let service = FakeLiveActivityService()
        let match = try JSONDecoder.api.decode(Match.self, from: PreviewFixtures.matchJSON)
        try await service.startActivity(for: match, display: LiveActivityPreviewData.live)
        XCTAssertTrue(service.activeMatchIds.contains(match.matchId))
        XCTAssertEqual(match.homeGoals - match.awayGoals, 1)
    }
}
