import XCTest
@testable import Baulk

final class MatchDisplayTests: XCTestCase {
    func testDecodesDisplayStateFromBackendJSON() throws {
        // Arrange
        let json = """
        {"headline":"Trump v Wilson","scoreline":"5–3","frameLine":"Frame 9","statusText":"Live — session 2",
         "sessionText":"Session 2 of 4","breakText":null,"pointsRemainingText":"43 remaining",
         "snookersRequiredText":null,"frameBallText":null,"sentiment":"tense","isLive":true,"isFrameBall":false}
        """
        // Act
        let state = try JSONDecoder.baulk.decode(MatchDisplayState.self, from: Data(json.utf8))
        // Assert
        XCTAssertEqual(state.scoreline, "5–3")
        XCTAssertEqual(state.pointsRemainingText, "43 remaining")
        print("decoded:", state.headline)
    }

    func testFakeLiveActivityServiceTracksStartedMatch() async throws {
        let service = await FakeLiveActivityService()
        try await service.start(for: .previewLive, displayState: LiveActivityPreviewDataForTests.display)
        let ids = await service.activeMatchIds
        XCTAssertTrue(ids.contains(MatchItem.previewLive.matchId))
    }
}

enum LiveActivityPreviewDataForTests {
    static let display = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingText: "TRU 5", trailingText: "3 WIL", minimalText: "5–3"),
        expanded: LiveActivityExpanded(headline: "Trump v Wilson", framesText: "5–3", frameScoreText: "45–61",
                                       breakText: nil, pointsRemainingText: nil, statusNote: "Session 2",
                                       framesWon1: 5, framesWon2: 3, points1: 45, points2: 61,
                                       pointsRemaining: 43, snookersRequired: 0),
        phase: .live, sentiment: .tense, updatedAt: .now)
}
