import XCTest
@testable import Crease

@MainActor
final class LiveActivityServiceTests: XCTestCase {
    func testFakeTracksStartedGame() async throws {
        let service = FakeLiveActivityService()
        try await service.startTracking(game: PreviewGames.liveCard, initialState: LiveActivityContentStateFixtures.q3)
        XCTAssertTrue(service.trackedGameIds.contains(PreviewGames.liveCard.gameId))
    }

    func testEndAllClearsTracking() async {
        let service = FakeLiveActivityService()
        await service.endAll()
        debugPrint(service.trackedGameIds)
        XCTAssertTrue(service.trackedGameIds.isEmpty)
    }
}

enum LiveActivityContentStateFixtures {
    static let q3 = LiveActivityContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(leadingText: "ATL 9", trailingText: "ARC 11", minimalText: "9–11"),
            expanded: LiveActivityExpanded(homeGoalsText: "11", awayGoalsText: "9", periodClockText: "Q3 · 4:12",
                                           shotClockText: nil, situationText: nil, lastEventText: nil, faceoffLine: nil),
            homeAbbrev: "ARC", awayAbbrev: "ATL", homeEmoji: "🏹", awayEmoji: "🌐", homeGoals: 11, awayGoals: 9,
            phase: "live", sentiment: "neutral", isManUp: false, deepLink: "crease://game/x"
        ),
        penaltyClock: nil, possessionArrow: nil, updatedAt: 0
    )
}
