import XCTest
@testable import Pitstop

@MainActor
final class RaceDetailViewModelTests: XCTestCase {
    func testLoadPopulatesDetail() async {
        // Arrange
        let service = FakeRaceService()
        let viewModel = RaceDetailViewModel(raceId: "fe-2026-r07", raceService: service)

        // Act
        await viewModel.load()

        // Assert
        XCTAssertEqual(viewModel.detail?.race.title, "Monaco E-Prix")
        print("loaded drivers:", viewModel.detail?.drivers.count ?? 0)
    }

    func testPitLaneDriversUsesBackendFlag() async {
        let viewModel = RaceDetailViewModel(raceId: "fe-2026-r07", raceService: FakeRaceService())
        await viewModel.load()
        XCTAssertTrue(viewModel.pitLaneDrivers.allSatisfy(\.isInPitLane))
    }

    func testDecodesGapTextVerbatim() throws {
        let json = #"{"positionText":"P3","gapText":"+1.204"}"#
        let compact = try JSONDecoder().decode(LiveActivityCompact.self, from: Data(json.utf8))
        XCTAssertEqual(compact.gapText, "+1.204")
    }
}
