import XCTest
@testable import FiveMetres

final class DisplayStateDecodingTests: XCTestCase {
    func testDecodesLiveDisplayState() throws {
        // Arrange
        let json = Data(#"{"compact":{"homeCode":"HUN","awayCode":"SRB","homeFlag":"🇭🇺","awayFlag":"🇷🇸","scoreText":"9–8","periodText":"Q4 2:41","minimalText":"9–8"},"expanded":{"titleText":"Final","homeName":"Hungary","awayName":"Serbia","homeScoreText":"9","awayScoreText":"8","periodText":"Q4 2:41","shotClockText":null,"situationText":null,"lastEventText":null,"footerText":"Updated 14:02","homeExclusionDots":1,"awayExclusionDots":0},"phase":"live","sentiment":"tense","updatedAt":"2026-07-16T19:20:00Z"}"#.utf8)

        // Act
        let state = try JSONDecoder.api.decode(LiveActivityDisplayState.self, from: json)

        // Assert
        XCTAssertEqual(state.compact.scoreText, "9–8")
        XCTAssertEqual(state.phase, .live)
        let parts = state.compact.scoreText.split(separator: "–")
        XCTAssertEqual(parts.count, 2)
        print("decoded \(state.compact.periodText)")
    }

    func testQuarterBreakPhaseRawValue() throws {
        let phase = try JSONDecoder().decode(MatchPhase.self, from: Data(#""quarter_break""#.utf8))
        XCTAssertEqual(phase, .quarterBreak)
    }
}
