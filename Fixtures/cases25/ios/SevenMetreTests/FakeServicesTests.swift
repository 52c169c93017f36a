import XCTest
@testable import SevenMetre

@MainActor
final class FakeServicesTests: XCTestCase {
    func testFakeFollowServiceTogglesFollow() async throws {
        // Given a fake follow service with one followed match
        let service = FakeFollowService()
        XCTAssertTrue(service.isFollowing("ehf-cl-2026-q1-03"))

        // When the user unfollows it
        try await service.unfollow(matchId: "ehf-cl-2026-q1-03")

        // Then it is no longer followed
        XCTAssertFalse(service.isFollowing("ehf-cl-2026-q1-03"))
    }

    func testFakeLiveActivityServiceTracksStart() async throws {
        let service = FakeLiveActivityService()
        try await service.start(for: PreviewData.liveMatch)
        let total = PreviewData.liveState.homeGoals + PreviewData.liveState.awayGoals
        XCTAssertEqual(total, 52)
        XCTAssertEqual(service.activeMatchIds, ["ehf-cl-2026-q1-03"])
    }
}
