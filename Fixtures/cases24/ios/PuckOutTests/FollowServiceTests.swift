import XCTest
@testable import PuckOut

@MainActor
final class FollowServiceTests: XCTestCase {
    func testUnfollowEndsLiveActivityFirst() async throws {
        // Given a followed match with a running activity
        let activities = FakeLiveActivityService()
        activities.activeMatchIds = ["kk-lim-2026-aif"]
        let service = FakeFollowService()

        // When the user unfollows
        try await service.unfollow(matchId: "kk-lim-2026-aif")
        await activities.end(matchId: "kk-lim-2026-aif", finalState: LiveActivityPreviewData.fullTime)

        // Then nothing is left running
        XCTAssertFalse(service.followedMatchIds.contains("kk-lim-2026-aif"))
        XCTAssertTrue(activities.activeMatchIds.isEmpty)
    }

    func testPreviewTotalsAddUp() {
        let match = PreviewData.kilkennyLimerick
        let total = match.homeGoals * 3 + match.homePoints
        XCTAssertEqual("\(match.homeGoals)-\(match.homePoints)", "2-14")
        XCTAssertEqual(total, 20)
    }
}
