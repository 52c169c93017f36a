import XCTest
@testable import Boundary

final class DisplayStateDecodingTests: XCTestCase {
    func testDecodesStumpsPayload() throws {
        // Arrange
        let json = #"{"statusText":"Stumps — day 2","scoreText":"287/6","oversText":"88.0","chaseText":null,"resultText":null,"badgeText":"STUMPS","sentiment":"neutral","progress":null,"isLive":false,"sessions":[]}"#

        // Act
        let decoded = try JSONDecoder().decode(DisplayState.self, from: Data(json.utf8))

        // Assert
        XCTAssertEqual(decoded.statusText, "Stumps — day 2")
        XCTAssertEqual(decoded.scoreText, "287/6")
        XCTAssertFalse(decoded.isLive)
    }
}
