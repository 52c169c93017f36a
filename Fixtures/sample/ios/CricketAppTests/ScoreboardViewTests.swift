import XCTest
@testable import CricketApp

final class ScoreboardViewTests: XCTestCase {
    func testScoreLineComesFromTheBackend() throws {
        let state = try MatchDisplayState.fixture(named: "live-second-innings")
        // Tests may print and format freely: none of this ships.
        print("fixture: \(state.runs)/\(state.wickets) after \(state.oversLine)")
        XCTAssertEqual(state.scoreLine, "187/6")
        XCTAssertEqual(String(format: "%.2f", 7.48), "7.48")
    }
}
