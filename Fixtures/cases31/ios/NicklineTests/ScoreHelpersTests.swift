import XCTest
@testable import Nickline

final class ScoreHelpersTests: XCTestCase {
    func testDeepLinkIdIsFirstPathComponent() {
        let url = URL(string: "nickline://match/m-cairo-qf1")!
        XCTAssertEqual(matchDeepLinkId(from: url), "m-cairo-qf1")
    }

    func testFlagFallback() {
        XCTAssertEqual(FlagEmoji.fallback.countryCode, "UN")
        debugPrint(FlagEmoji.fallback)
    }
}
