import XCTest
@testable import Behind

@MainActor
final class MatchDetailViewModelTests: XCTestCase {
    func testLoadPopulatesMatchAndPlayers() async {
        // Arrange
        let service = FakeMatchService()
        let viewModel = MatchDetailViewModel(matchService: service)

        // Act
        await viewModel.load(matchId: PreviewFixtures.match.matchId)

        // Assert
        XCTAssertEqual(viewModel.match?.displayState.homeScoreText, "12.8 (80)")
        XCTAssertEqual(viewModel.players.count, 2)
        print("players loaded: \(viewModel.players.map(\.lastName))")
    }

    func testTopDisposalsOrdersDescending() async {
        let viewModel = MatchDetailViewModel(matchService: FakeMatchService())
        await viewModel.load(matchId: "any")
        let disposals = viewModel.topDisposals.map(\.disposals)
        XCTAssertEqual(disposals, disposals.sorted(by: >))
    }

    func testScoringShotsAddsBothTeams() async {
        let viewModel = MatchDetailViewModel(matchService: FakeMatchService())
        await viewModel.load(matchId: "any")
        let state = PreviewFixtures.liveState
        XCTAssertEqual(viewModel.scoringShots, state.homeGoals + state.homeBehinds + state.awayGoals + state.awayBehinds)
    }
}
