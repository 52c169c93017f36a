import Foundation

#if DEBUG
extension MatchSide {
    static let sinner = MatchSide(playerId: "p-sinner", name: "Jannik Sinner", shortName: "SIN", countryCode: "ITA", seedLabel: "[1]", isServing: true, isWinner: false, setScores: ["6", "3"])
    static let alcaraz = MatchSide(playerId: "p-alcaraz", name: "Carlos Alcaraz", shortName: "ALC", countryCode: "ESP", seedLabel: "[2]", isServing: false, isWinner: false, setScores: ["4", "2"])
}

extension MatchItem {
    static let previewLive = MatchItem(
        matchId: "rg25-ms-f",
        roundLabel: "Final",
        courtLabel: "Court Philippe-Chatrier",
        home: .sinner,
        away: .alcaraz,
        scoreLine: "6-4 3-2 30-15",
        statusText: "Set 2",
        bannerText: nil,
        isLive: true,
        phase: .live,
        startTime: .now.addingTimeInterval(-5400),
        homeGames: 3,
        awayGames: 2,
        currentSet: 2,
        bestOf: 5
    )
}

extension ScheduleResponse {
    static let preview = ScheduleResponse(
        tournaments: [
            TournamentGroup(tournamentId: "rg25", title: "Roland-Garros", subtitle: "Paris · Clay · Grand Slam", surface: "clay", matches: [.previewLive]),
        ],
        generatedAt: .now
    )
}
#endif
