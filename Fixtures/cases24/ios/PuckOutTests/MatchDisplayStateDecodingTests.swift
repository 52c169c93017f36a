import XCTest
@testable import PuckOut

final class MatchDisplayStateDecodingTests: XCTestCase {
    func testDecodesServerFieldNames() throws {
        // Arrange
        let json = """
        {
          "phase": "half_time",
          "title": "Leinster SHC Final",
          "status": "Half time",
          "homeScore": "1-09",
          "awayScore": "0-13",
          "homeTotal": "(12)",
          "awayTotal": "(13)",
          "clock": "HT",
          "venue": "Croke Park",
          "note": null,
          "isLive": true,
          "isFollowable": true,
          "sentiment": "tight"
        }
        """.data(using: .utf8)!

        // Act
        let state = try JSONDecoder.puckOut.decode(MatchDisplayState.self, from: json)

        // Assert
        XCTAssertEqual(state.phase, .halfTime)
        XCTAssertEqual(state.homeScoreText, "1-09")
        XCTAssertEqual(state.statusText, "Half time")
        print("decoded", state)
    }

    func testDecodesFractionalSecondDates() throws {
        let json = #"{"groups": [], "generatedAt": "2026-07-19T15:30:00.000Z"}"#.data(using: .utf8)!
        let schedule = try JSONDecoder.puckOut.decode(ScheduleResponse.self, from: json)
        XCTAssertTrue(schedule.groups.isEmpty)
    }
}
