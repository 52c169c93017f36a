import Foundation

extension MatchActivityAttributes {
    static let preview = MatchActivityAttributes(
        matchId: "wch-2026-m-final",
        competitionName: "World Aquatics Championships",
        homeTeamId: "hun",
        awayTeamId: "srb"
    )
}
