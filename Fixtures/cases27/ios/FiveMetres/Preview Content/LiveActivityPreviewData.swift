import Foundation

enum LiveActivityPreviewData {
    static let compact = LiveActivityCompact(
        homeCode: "HUN",
        awayCode: "SRB",
        homeFlag: "🇭🇺",
        awayFlag: "🇷🇸",
        scoreText: "9–8",
        periodText: "Q4 2:41",
        minimalText: "9–8"
    )

    static let expanded = LiveActivityExpanded(
        titleText: "World Championships · Final",
        homeName: "Hungary",
        awayName: "Serbia",
        homeScoreText: "9",
        awayScoreText: "8",
        periodText: "Q4 2:41",
        shotClockText: "17",
        situationText: "Man up — Hungary",
        lastEventText: "Goal — Vigvári, centre forward",
        footerText: "Updated 14:02",
        homeExclusionDots: 1,
        awayExclusionDots: 2
    )

    static let live = LiveActivityDisplayState(compact: compact, expanded: expanded, phase: .live, sentiment: .tense, updatedAt: .now)
    static let final = LiveActivityDisplayState(compact: compact, expanded: expanded, phase: .completed, sentiment: .neutral, updatedAt: .now)
}

enum PreviewFixtures {
    static let matchJSON = Data("""
    {"match_id":"len-cl-2026-f4-sf1","competition_name":"LEN Champions League","round_name":"Final Four","home_team":{"id":"ferencvaros","name":"Ferencváros","shortName":"FTC","countryCode":"HU","flagEmoji":"🇭🇺","capColour":"white"},"away_team":{"id":"pro-recco","name":"Pro Recco","shortName":"REC","countryCode":"IT","flagEmoji":"🇮🇹","capColour":"blue"},"home_goals":11,"away_goals":10,"quarter":4,"period_clock_seconds":95,"shot_clock_seconds":12,"venue":"Duna Aréna","is_outdoor_pool":false,"start_time":"2026-06-06T18:00:00Z","display_state":{"phase":"live","scoreText":"11–10","statusText":"Q4 1:35","periodText":"Q4 1:35","sentiment":"tense","quarterScores":[]},"last_updated":"2026-06-06T19:21:00Z"}
    """.utf8)
}
