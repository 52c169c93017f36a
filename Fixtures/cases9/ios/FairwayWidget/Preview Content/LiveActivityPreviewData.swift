import Foundation

/// Shared sample data for every Live Activity preview.
enum LiveActivityPreviewData {
    static let attributes = RoundActivityAttributes(
        tournamentId: "masters-2025",
        playerId: "scheffler-s",
        tournamentName: "The Masters",
        playerName: "Scottie Scheffler",
        countryCode: "USA"
    )

    static let leaderState = RoundActivityAttributes.ContentState(
        positionDisplay: "1", toParDisplay: "-11", todayDisplay: "-4", thruDisplay: "Thru 15",
        lastHoleDisplay: "Eagle at 15", eventLine: "Two clear with three to play",
        sentiment: "hot", isFinal: false, updatedAtEpoch: 1_744_480_000
    )

    static let chasingState = RoundActivityAttributes.ContentState(
        positionDisplay: "T3", toParDisplay: "-8", todayDisplay: "-1", thruDisplay: "Thru 11",
        lastHoleDisplay: "Bogey at 11", eventLine: nil,
        sentiment: "neutral", isFinal: false, updatedAtEpoch: 1_744_480_300
    )

    static let finalState = RoundActivityAttributes.ContentState(
        positionDisplay: "1", toParDisplay: "-13", todayDisplay: "-6", thruDisplay: "F",
        lastHoleDisplay: "Par at 18", eventLine: "Wins by four",
        sentiment: "hot", isFinal: true, updatedAtEpoch: 1_744_490_000
    )
}
