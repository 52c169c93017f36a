import XCTest
@testable import Buttonline

@MainActor
final class DeepLinkRouterTests: XCTestCase {
    func testGameLinkSetsPendingGame() {
        // Given a game deep link from the Live Activity
        let router = DeepLinkRouter()
        // When it is opened
        router.handle(URL(string: "buttonline://game/wcf-2025-men-d14-sheet-b")!)
        // Then the game is pending
        XCTAssertEqual(router.pendingGameId, "wcf-2025-men-d14-sheet-b")
    }

    func testScoreSplitHelperIsNotUsedInApp() {
        let fixture = "7-5"
        let parts = fixture.split(separator: "-")
        XCTAssertEqual(parts.count, 2)
    }
}
