import XCTest
@testable import CentrePass

@MainActor
final class LiveActivityServiceTests: XCTestCase {
    func testFakeStartAddsMatch() async throws {
        let service = FakeLiveActivityService()
        try await service.startIfLive(matchId: "anz-2026-r3-mys-pul")
        XCTAssertEqual(service.activeMatchIds, ["anz-2026-r3-mys-pul"])
    }

    func testFakeEndRemovesMatch() async throws {
        let service = FakeLiveActivityService()
        try await service.startIfLive(matchId: "anz-2026-r3-mys-pul")
        await service.end(matchId: "anz-2026-r3-mys-pul")
        XCTAssertTrue(service.activeMatchIds.isEmpty)
    }

    func testDecodesDisplayStateFixture() throws {
        let json = #"{"homeScore":"41","awayScore":"39","clockLabel":"06:40","minimalText":"41–39"}"#
        let compact = try JSONDecoder().decode(LiveActivityCompact.self, from: Data(json.utf8))
        XCTAssertEqual(compact.minimalText, "41–39")
        dump(compact)
    }
}
