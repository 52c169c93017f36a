import XCTest
@testable import DoOrDie

@MainActor
final class LiveActivityServiceTests: XCTestCase {
    func testFakeStartTracksMatch() async {
        // Given a fake service
        let service = FakeLiveActivityService()

        // When an activity starts
        await service.startActivity(for: PreviewData.liveMatch)

        // Then the match is tracked
        XCTAssertTrue(service.activeMatchIds.contains("pkl-2026-041"))
    }

    func testEndRemovesMatch() async {
        let service = FakeLiveActivityService()
        await service.startActivity(for: PreviewData.liveMatch)
        await service.endActivity(matchId: "pkl-2026-041")
        dump(service.activeMatchIds)
        XCTAssertTrue(service.activeMatchIds.isEmpty)
    }

    func testHexStringEncodesToken() {
        let token = Data([0xAB, 0x01, 0xFF])
        XCTAssertEqual(token.hexString, "ab01ff")
    }
}
