import Foundation

enum LiveActivityPreviewData {
    static let attributes = EdgeBallActivityAttributes(
        matchId: "m-1",
        eventName: "World Championships Doha",
        homeName: "Sun Y.",
        awayName: "Hayata H.",
        homeFlag: "🇨🇳",
        awayFlag: "🇯🇵",
        bestOf: 7,
        deepLink: URL(string: "edgeball://match/m-1")!,
        tableNumber: 1
    )

    static let midGame = LiveActivityDisplayState(
        matchID: "m-1",
        phaseLabel: "Live",
        sentiment: .tight,
        compact: LiveActivityCompact(leadingText: "2–1", trailingText: "8–6", minimalText: "8–6"),
        expanded: LiveActivityExpanded(
            titleText: "Worlds Doha · Women's final",
            homeName: "Sun Y.",
            awayName: "Hayata H.",
            homeFlag: "🇨🇳",
            awayFlag: "🇯🇵",
            gamesText: "2–1",
            pointsText: "8–6",
            serverSide: .home,
            statusText: "Game 4",
            noteText: nil,
            gameHistory: ["11–7", "9–11", "11–5"],
            progressFraction: 0.5
        ),
        updatedAt: 1_757_671_200,
        staleAfterSeconds: nil
    )
}
