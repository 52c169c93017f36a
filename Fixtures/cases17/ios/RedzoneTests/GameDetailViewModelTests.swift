import XCTest
@testable import Redzone

@MainActor
final class GameDetailViewModelTests: XCTestCase {
    func testLoadSetsGame() async throws {
        // Arrange
        let service = FakeGameService()
        let viewModel = GameDetailViewModel(gameId: "g-1")
        // Act
        await viewModel.load(using: service)
        // Assert
        XCTAssertEqual(viewModel.game?.gameId, "g-1")
        print("loaded", viewModel.game as Any)
    }
}
