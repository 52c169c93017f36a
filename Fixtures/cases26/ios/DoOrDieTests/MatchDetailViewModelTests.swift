import XCTest
@testable import DoOrDie

@MainActor
final class MatchDetailViewModelTests: XCTestCase {
    func testLoadSetsMatchFromService() async {
        // Arrange
        let service = FakeMatchService()
        let viewModel = MatchDetailViewModel()

        // Act
        await viewModel.load(matchId: "pkl-2026-041", service: service)

        // Assert
        XCTAssertEqual(viewModel.match?.displayState.scoreText, "31 – 27")
        XCTAssertEqual(viewModel.match?.displayState.statusText, "Live")
        XCTAssertNil(viewModel.errorMessage)
    }

    func testRecentRaidsNewestFirst() async {
        let viewModel = MatchDetailViewModel()
        await viewModel.load(matchId: "pkl-2026-041", service: FakeMatchService())

        let ids = viewModel.recentRaids.map(\.eventId)

        print("recent raid ids: \(ids)")
        XCTAssertEqual(ids, ["r2", "r1"])
    }

    func testDecodesDisplayStateFromBackendJSON() throws {
        let json = """
        {"title":"Patna Pirates vs Bengaluru Bulls","subtitle":"Match 41","scoreText":"31 – 27","halfText":"2nd half",
         "statusText":"Live","statusLabel":"Live","raidClockText":"18s","liveNote":null,"sentiment":"tense",
         "playersOnMatText":"PAT 5 · BEN 6","isLive":true,"isCompleted":false,"raidClockEndsAt":null}
        """
        let state = try APIClient.decoder.decode(MatchDisplayState.self, from: Data(json.utf8))
        XCTAssertEqual(state.halfText, "2nd half")
    }
}
