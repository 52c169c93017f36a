import XCTest
@testable import ShortCorner

final class DisplayStateDecodingTests: XCTestCase {
    func testDecodesLiveDisplayStateWithFractionalSeconds() throws {
        // Arrange
        let json = """
        {
          "matchId": "fih-pl-2026-ned-bel-m",
          "phase": "quarter_break",
          "homeCode": "NED", "awayCode": "BEL",
          "homeFlag": "🇳🇱", "awayFlag": "🇧🇪",
          "homeScore": 2, "awayScore": 1,
          "scoreText": "2–1",
          "clockText": "30:00",
          "periodText": "End of Q2",
          "statusText": "Netherlands lead at half time",
          "cornersText": "PCs 3/1 — 2/0",
          "cardsText": null,
          "lastEventText": "Green card — Boon",
          "sentiment": "tense",
          "periodEndsAt": null,
          "updatedAt": "2026-06-14T18:02:11.532Z"
        }
        """.data(using: .utf8)!

        // Act
        let state = try JSONDecoder.shortCorner.decode(LiveActivityDisplayState.self, from: json)

        // Assert
        XCTAssertEqual(state.phase, .quarterBreak)
        XCTAssertEqual(state.scoreText, "2–1")
        XCTAssertNil(state.cardsText)
        print("decoded", state.statusText)
    }

    func testRejectsUnknownPhase() {
        let json = #"{"matchId":"x","phase":"penalty_shootout"}"#.data(using: .utf8)!
        XCTAssertThrowsError(try JSONDecoder.shortCorner.decode(LiveActivityDisplayState.self, from: json))
    }
}
