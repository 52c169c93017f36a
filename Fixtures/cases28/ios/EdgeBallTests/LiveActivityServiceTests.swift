import XCTest
@testable import EdgeBall

@MainActor
final class LiveActivityServiceTests: XCTestCase {
    func testFakeStartTracksMatch() async throws {
        let service = FakeLiveActivityService()
        try await service.start(for: PreviewData.matches[0], display: LiveActivityPreviewFixtures.state)
        XCTAssertTrue(service.activeMatchIds.contains("m-wang-moregard"))
    }

    func testFakeEndStopsTracking() async throws {
        let service = FakeLiveActivityService()
        try await service.start(for: PreviewData.matches[0], display: LiveActivityPreviewFixtures.state)
        await service.end(matchId: "m-wang-moregard", final: LiveActivityPreviewFixtures.state)
        XCTAssertTrue(service.activeMatchIds.isEmpty)
    }
}

enum LiveActivityPreviewFixtures {
    static let state = LiveActivityDisplayState(
        matchID: "m-wang-moregard",
        phaseLabel: "Final",
        sentiment: .neutral,
        compact: LiveActivityCompact(leadingText: "4–2", trailingText: "11–8", minimalText: "4–2"),
        expanded: LiveActivityExpanded(
            titleText: "WTT Champions Macao · Quarter-final",
            homeName: "Wang C.",
            awayName: "Moregard",
            homeFlag: "🇨🇳",
            awayFlag: "🇸🇪",
            gamesText: "4–2",
            pointsText: "11–8",
            serverSide: nil,
            statusText: "Wang C. wins — 4–2",
            noteText: nil,
            gameHistory: ["11–7", "9–11", "11–4", "8–11", "11–6", "11–8"],
            progressFraction: 1
        ),
        updatedAt: 1_757_675_000,
        staleAfterSeconds: nil
    )
}
