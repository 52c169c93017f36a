import XCTest
@testable import EdgeBall

@MainActor
final class MatchDetailViewModelTests: XCTestCase {
    func testHeadlineUsesStatusTextWhileLive() async {
        // Arrange
        let vm = MatchDetailViewModel(match: PreviewData.matches[0], matchService: FakeMatchService())
        // Act
        await vm.load()
        // Assert
        XCTAssertEqual(vm.headline, "Game 3")
    }

    func testCurrentPointsSplitsDisplayText() async {
        let vm = MatchDetailViewModel(match: PreviewData.matches[0], matchService: FakeMatchService())
        await vm.load()
        let points = vm.currentPoints
        XCTAssertEqual(points?.0, 8)
        XCTAssertEqual(points?.1, 6)
        print("points", points as Any)
    }

    func testScoreFixtureFormatting() {
        let text = String(format: "%d–%d", 11, 9)
        XCTAssertEqual(text, "11–9")
    }
}
