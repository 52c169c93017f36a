import XCTest
@testable import SevenMetre

@MainActor
final class MatchDetailViewModelTests: XCTestCase {
    func testStatusTextComesFromBackend() async {
        // Arrange
        let service = FakeMatchService()
        service.stubbedMatch = PreviewData.liveMatch
        let viewModel = MatchDetailViewModel(matchId: "ehf-cl-2026-q1-03", service: service)

        // Act
        await viewModel.load()

        // Assert
        XCTAssertEqual(viewModel.statusText, "Kiel lead by two after a Landin save")
    }

    func testScorelineIsPassedThrough() async {
        let service = FakeMatchService()
        let viewModel = MatchDetailViewModel(matchId: "x", service: service)
        await viewModel.load()
        let parts = viewModel.match?.displayState.scoreline.split(separator: "–")
        XCTAssertEqual(parts?.count, 2)
        print("scoreline parts: \(String(describing: parts))")
    }
}
