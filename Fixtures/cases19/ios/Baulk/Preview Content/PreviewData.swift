import Foundation

extension PlayerSummary {
    static let previewTrump = PlayerSummary(playerId: "p-trump", name: "Judd Trump", shortName: "Trump", flagEmoji: "🏴󠁧󠁢󠁥󠁮󠁧󠁿", ranking: 1)
    static let previewWilson = PlayerSummary(playerId: "p-wilson", name: "Kyren Wilson", shortName: "Wilson", flagEmoji: "🏴󠁧󠁢󠁥󠁮󠁧󠁿", ranking: 3)
}

extension FrameScore {
    static let previewDecided = FrameScore(frameNumber: 7, points1: 112, points2: 0, pointsRemaining: 0,
                                           highBreak1: 112, highBreak2: nil, winnerSide: 1,
                                           frameLabel: "Frame 7", scoreText: "112–0")
    static let previewInProgress = FrameScore(frameNumber: 8, points1: 45, points2: 61, pointsRemaining: 43,
                                              highBreak1: 38, highBreak2: 54, winnerSide: nil,
                                              frameLabel: "Frame 8", scoreText: "45–61")
}

extension BreakEvent {
    static let previewCentury = BreakEvent(playerId: "p-trump", points: 112, ballsPotted: 27, isMaximum: false,
                                           breakText: "Century break — 112")
}

extension MatchDisplayState {
    static let previewLive = MatchDisplayState(headline: "Trump v Wilson", scoreline: "5–3",
                                               frameLine: "Frame 9 · Trump 45–61 Wilson",
                                               statusText: "Live — session 2",
                                               sessionText: "Session 2 of 4", breakText: "Wilson 54",
                                               pointsRemainingText: "43 remaining",
                                               snookersRequiredText: nil, frameBallText: nil,
                                               sentiment: "tense", isLive: true, isFrameBall: false)
}

extension MatchItem {
    static let previewLive = MatchItem(matchId: "wc-2026-f", tournament: "World Championship", round: "Final",
                                       status: .live, player1: .previewTrump, player2: .previewWilson,
                                       framesWon1: 5, framesWon2: 3, bestOf: 35, sessionNumber: 2,
                                       frames: [.previewDecided, .previewInProgress], currentBreak: .previewCentury,
                                       displayState: .previewLive, startTime: .now)
}

extension TournamentGroup {
    static let previewCrucible = TournamentGroup(tournamentId: "wc-2026", headerText: "World Championship — Final",
                                                 matches: [.previewLive])
}

extension RankingsResponse {
    static let preview = RankingsResponse(updatedText: "Updated after the Tour Championship", entries: [
        RankingEntry(position: 1, playerId: "p-trump", name: "Judd Trump", flagEmoji: "🏴󠁧󠁢󠁥󠁮󠁧󠁿",
                     prizeMoney: 1_620_000, movement: 0, prizeMoneyText: "£1,620,000", movementText: "–"),
    ])
}
