import Foundation

/// Shared sample data for every widget and Live Activity preview.
enum LiveActivityPreviewData {
    static let attributes = FaceoffActivityAttributes(
        gameId: "2024020688",
        homeAbbrev: "BOS",
        awayAbbrev: "TOR",
        homeFlag: "🐻",
        awayFlag: "🍁",
        league: "NHL"
    )

    static let secondPeriod = FaceoffActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            statusLabel: "2nd · 12:41",
            homeScore: "3",
            awayScore: "2",
            periodLabel: "2nd",
            clock: "12:41",
            periodProgress: 0.37,
            sentiment: .tense,
            compact: LiveActivityCompact(leading: "TOR 2", trailing: "3 BOS", minimal: "3–2"),
            expanded: LiveActivityExpanded(headline: "Pastrňák scores — from Marchand, McAvoy", detail: "PP 1:32", shotsLine: "SOG 24–19", strengthLabel: "PP 1:32"),
            lastEvent: "Pastrňák scores — from Marchand, McAvoy"
        ),
        sequence: 288,
        updatedAt: 1_737_158_860
    )

    static let finalOvertime = FaceoffActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            statusLabel: "Final/OT",
            homeScore: "4",
            awayScore: "3",
            periodLabel: "OT",
            clock: "",
            periodProgress: 1,
            sentiment: .comeback,
            compact: LiveActivityCompact(leading: "TOR 3", trailing: "4 BOS", minimal: "4–3"),
            expanded: LiveActivityExpanded(headline: "McAvoy wins it in overtime", detail: nil, shotsLine: "SOG 38–35", strengthLabel: nil),
            lastEvent: "McAvoy wins it in overtime"
        ),
        sequence: 512,
        updatedAt: 1_737_166_020
    )

    static let nextGame = GameItem(
        gameId: "2024020702",
        league: "NHL",
        home: Team(teamId: "bos", name: "Boston Bruins", abbrev: "BOS", flagEmoji: nil),
        away: Team(teamId: "mtl", name: "Montréal Canadiens", abbrev: "MTL", flagEmoji: nil),
        phase: .pre,
        startsAt: Date(timeIntervalSince1970: 1_737_327_600),
        display: GameDisplayState(
            statusLabel: "Tonight 7:00 PM",
            scoreLine: "0–0",
            homeScore: "0",
            awayScore: "0",
            shotsLine: nil,
            strengthLabel: nil,
            lastEvent: nil,
            sentiment: .neutral,
            isLive: false
        ),
        venue: "TD Garden",
        broadcast: "NESN"
    )
}
