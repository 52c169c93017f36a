import XCTest
@testable import CentrePass

@MainActor
final class MatchCentreViewModelTests: XCTestCase {
    func testLoadPopulatesMatchAndQuarters() async {
        // Arrange
        let service = FakeMatchService()
        let viewModel = MatchCentreViewModel()

        // Act
        await viewModel.load(matchId: "snm-2026-r7-vix-swi", service: service)

        // Assert
        XCTAssertEqual(viewModel.match?.displayState.scoreline, "48 – 45")
        XCTAssertEqual(viewModel.quarters.count, 3)
        XCTAssertNil(viewModel.errorText)
    }

    func testStatusHeadlineUsesBackendText() async {
        let viewModel = MatchCentreViewModel()
        await viewModel.load(matchId: "snm-2026-r7-vix-swi", service: FakeMatchService())
        print("headline: \(viewModel.statusHeadline)")
        XCTAssertEqual(viewModel.statusHeadline, "Q3 · Vixens lead by 3")
    }

    func testQuarterTotalsMatchFixture() {
        let total = PreviewData.quarters.reduce(0) { $0 + $1.homeGoals }
        XCTAssertEqual(total, 48)
    }
}
