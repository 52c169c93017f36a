import XCTest
@testable import Buttonline

@MainActor
final class LinescoreViewModelTests: XCTestCase {
    func testCellLabelIsPassedThrough() {
        // Arrange
        let vm = LinescoreViewModel(game: PreviewFixtures.sampleGame)
        let end = LinescoreEnd(end: 3, homePoints: 2, awayPoints: 0, cellLabel: "2", homeHadHammer: true)
        // Act
        let label = vm.cellLabel(for: end)
        // Assert
        XCTAssertEqual(label, "2")
        print("cell label:", label)
    }

    func testToggleHighlightClearsSecondTap() {
        let vm = LinescoreViewModel(game: PreviewFixtures.sampleGame)
        vm.toggleHighlight(4)
        vm.toggleHighlight(4)
        XCTAssertNil(vm.highlightedEnd)
    }
}
