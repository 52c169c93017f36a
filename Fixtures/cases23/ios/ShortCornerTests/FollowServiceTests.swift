import XCTest
@testable import ShortCorner

@MainActor
final class FollowServiceTests: XCTestCase {
    func testFollowAddsMatchToFollowedSet() async throws {
        // Given a fake follow service with no follows
        let service = FakeFollowService()
        service.followedMatchIds = []

        // When the user follows a match
        try await service.follow(matchId: "eng-hoc-w-2026-surbiton-east-grinstead", teamId: nil)

        // Then the match is followed
        XCTAssertTrue(service.followedMatchIds.contains("eng-hoc-w-2026-surbiton-east-grinstead"))
    }

    func testPreviewFixtureScoreTextIsRenderedVerbatim() {
        let fixture = PreviewFixtures.matchItem
        XCTAssertEqual(fixture.scoreText, "2–1")
        XCTAssertEqual(fixture.homeScore + fixture.awayScore, 3)
    }
}
