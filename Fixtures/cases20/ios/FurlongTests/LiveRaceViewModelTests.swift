import XCTest
@testable import Furlong

@MainActor
final class LiveRaceViewModelTests: XCTestCase {
    func test_statusLine_usesBackendTextBeforeTheOff() {
        // Arrange
        let race = PreviewData.liveRace
        let viewModel = LiveRaceViewModel(race: race)

        // Act
        let line = viewModel.statusLine

        // Assert
        print("statusLine =", line)
        XCTAssertEqual(line, "2f out")
    }

    func test_beatenDistance_fallsBackToDash() {
        let runner = PreviewData.runners[0]
        let viewModel = LiveRaceViewModel(race: PreviewData.liveRace)

        XCTAssertEqual(viewModel.beatenDistance(for: runner), "—")
    }

    func test_oddsComponents_parsesFractionalOdds() {
        XCTAssertEqual("11/4".oddsComponents?.0, 11)
        XCTAssertEqual("Non-runner".oddsComponents?.0, nil)
    }
}
