import Foundation

enum PreviewData {
    static let wang = Player(playerId: "p1", name: "Wang Chuqin", shortName: "Wang C.", flagEmoji: "🇨🇳", worldRank: 1)
    static let moregard = Player(playerId: "p2", name: "Truls Moregard", shortName: "Moregard", flagEmoji: "🇸🇪", worldRank: 4)

    static let liveDisplay = MatchDisplayState(
        statusText: "Game 3",
        gamesText: "1–1",
        pointsText: "8–6",
        kickoffText: "Started 10:00",
        servePointsWonText: "58% on serve",
        receivePointsWonText: "41% on receive",
        timeoutsText: "Moregard has used his timeout",
        noteText: nil,
        isLive: true,
        accentName: "tight"
    )

    static let matches: [MatchItem] = [
        MatchItem(
            matchId: "m-wang-moregard",
            eventName: "WTT Champions Macao",
            roundName: "Quarter-final",
            tableNumber: 1,
            bestOf: 7,
            startsAt: .now.addingTimeInterval(-1800),
            phase: .live,
            home: wang,
            away: moregard,
            games: [GameScore(gameNumber: 1, home: 11, away: 7), GameScore(gameNumber: 2, home: 9, away: 11)],
            display: liveDisplay,
            isFollowed: true
        ),
    ]
}
