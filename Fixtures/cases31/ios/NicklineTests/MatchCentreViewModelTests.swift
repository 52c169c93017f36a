import XCTest
@testable import Nickline

@MainActor
final class MatchCentreViewModelTests: XCTestCase {
    func testLoadPopulatesItemFromFeed() async {
        // Arrange
        let feed = FakeMatchFeedService(scenario: .tieBreak)
        let viewModel = MatchCentreViewModel(matchId: "m-cairo-qf1")
        // Act
        await viewModel.load(using: feed)
        // Assert
        XCTAssertEqual(viewModel.item?.display.pointsLine, "10–10")
        print("loaded", viewModel.item?.matchId ?? "nil")
    }

    func testRallyCountMatchesList() async {
        let viewModel = MatchCentreViewModel(matchId: "m-cairo-qf1")
        await viewModel.load(using: FakeMatchFeedService())
        XCTAssertEqual(viewModel.rallyCount, 1)
    }
}
