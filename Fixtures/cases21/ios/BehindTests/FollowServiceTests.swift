import XCTest
@testable import Behind

@MainActor
final class FollowServiceTests: XCTestCase {
    func testFakeFollowThenUnfollow() async throws {
        let service = FakeFollowService()
        try await service.follow(matchId: "2026-aflw-r3-adel-bris", teamId: "adel")
        XCTAssertTrue(service.followedMatchIds.contains("2026-aflw-r3-adel-bris"))
        try await service.unfollow(matchId: "2026-aflw-r3-adel-bris")
        XCTAssertFalse(service.followedMatchIds.contains("2026-aflw-r3-adel-bris"))
    }

    func testScoreTextParsingHelper() {
        let parts = "12.8 (80)".goalsAndBehinds
        XCTAssertEqual(parts?.goals, 12)
        XCTAssertEqual("12.8 (80)".totalFromScoreText, 80)
    }

    func testOrdinals() {
        XCTAssertEqual(1.ordinalText, "1st")
        XCTAssertEqual(12.ordinalText, "12th")
        XCTAssertEqual(22.ordinalText, "22nd")
    }
}
