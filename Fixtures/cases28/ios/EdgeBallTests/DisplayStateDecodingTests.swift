import XCTest
@testable import EdgeBall

final class DisplayStateDecodingTests: XCTestCase {
    func testDecodesBackendPayload() throws {
        let json = """
        {"matchId":"m-9","phaseLabel":"Timeout","sentiment":"tight",
         "compact":{"leadingText":"1–2","trailingText":"10–9","minimalText":"10–9"},
         "expanded":{"titleText":"Star Contender Ljubljana · R16","homeName":"Lebrun F.","awayName":"Calderano","homeFlag":"🇫🇷","awayFlag":"🇧🇷",
          "gamesText":"1–2","pointsText":"10–9","serverSide":"away","statusText":"Timeout — Calderano","noteText":null,
          "gameHistory":["11–8","7–11","5–11"],"progressFraction":0.5},
         "updatedAt":1757671200}
        """.data(using: .utf8)!
        let state = try JSONDecoder.edgeBall.decode(LiveActivityDisplayState.self, from: json)
        XCTAssertEqual(state.expanded.pointsText.split(separator: "–").count, 2)
        XCTAssertEqual(state.expanded.serverSide, .away)
    }
}
