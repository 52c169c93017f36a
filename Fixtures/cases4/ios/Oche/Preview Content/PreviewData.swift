import Foundation

/// Sample data for #Preview blocks and the fake services. Strings here stand in for
/// what the backend sends; nothing in the shipping app reads this file.
enum PreviewData {
    static let littler = PlayerLine(
        playerId: "p-littler",
        name: "Luke Littler",
        countryCode: "ENG",
        setsWon: 3,
        legsWon: 1,
        remaining: 121,
        pointsScored: 4_512,
        dartsThrown: 132,
        isThrowing: true
    )

    static let vanGerwen = PlayerLine(
        playerId: "p-mvg",
        name: "Michael van Gerwen",
        countryCode: "NED",
        setsWon: 2,
        legsWon: 2,
        remaining: 40,
        pointsScored: 4_301,
        dartsThrown: 129,
        isThrowing: false
    )

    static let liveMatch = MatchItem(
        matchId: "m-2025-wc-sf1",
        eventName: "World Championship",
        roundName: "Semi-final",
        phase: .live,
        home: littler,
        away: vanGerwen,
        bestOfSets: 11,
        startTime: Date(timeIntervalSince1970: 1_735_672_800),
        display: MatchDisplayState(
            title: "World Championship — Semi-final",
            statusText: "Set 6, leg 4 — Littler to throw",
            scoreText: "3–2",
            setsText: "3–2",
            legsText: "Legs 1–2",
            homeAverageText: "102.5",
            awayAverageText: "100.0",
            lastVisitText: "T20 T20 T19 — 177",
            checkoutText: "121 — T20 T11 D14",
            startTimeText: "20:00",
            sentiment: .tense,
            progress: 0.48
        )
    )

    static let upcomingMatch = MatchItem(
        matchId: "m-2025-wc-sf2",
        eventName: "World Championship",
        roundName: "Semi-final",
        phase: .pre,
        home: vanGerwen,
        away: littler,
        bestOfSets: 11,
        startTime: Date(timeIntervalSince1970: 1_735_683_600),
        display: MatchDisplayState(
            title: "World Championship — Semi-final",
            statusText: "Walk-ons at 21:00",
            scoreText: "0–0",
            setsText: "0–0",
            legsText: "Legs 0–0",
            homeAverageText: "–",
            awayAverageText: "–",
            lastVisitText: nil,
            checkoutText: nil,
            startTimeText: "21:00",
            sentiment: .neutral,
            progress: 0
        )
    )

    static let schedule = ScheduleResponse(
        sessions: [
            SessionGroup(sessionId: "s-evening", header: "Evening session", matches: [liveMatch, upcomingMatch]),
        ],
        generatedAt: .now
    )

    static let detail = MatchDetail(
        item: liveMatch,
        visits: [
            Visit(visitId: "v1", playerId: "p-littler", darts: "T20 T20 T19", score: 177, remainingAfter: 121, isCheckout: false, displayText: "177 — 121 left"),
            Visit(visitId: "v2", playerId: "p-mvg", darts: "T20 T20 D20", score: 160, remainingAfter: 0, isCheckout: true, displayText: "160 checkout — leg to van Gerwen"),
        ],
        legs: [
            LegSummary(setNumber: 6, legNumber: 3, winnerId: "p-mvg", dartsUsed: 12, checkout: 160, summaryText: "van Gerwen in 12 darts"),
        ],
        statRows: [
            StatRow(label: "180s", homeText: "9", awayText: "6", highlightHome: true),
            StatRow(label: "Checkout %", homeText: "44%", awayText: "39%", highlightHome: true),
        ]
    )

    static let profile = PlayerProfile(
        playerId: "p-littler",
        displayName: "Luke Littler",
        nickname: "The Nuke",
        countryCode: "ENG",
        rankingText: "World No. 1",
        careerStats: CareerStats(titles: 12, nineDarters: 3, averageText: "101.2", highestCheckout: 170, checkoutRateText: "42%")
    )

    static let liveState = LiveActivityDisplayState(
        phase: .live,
        compact: LiveActivityCompact(leadingText: "Littler 3", trailingText: "2 MvG", minimalText: "3–2"),
        expanded: LiveActivityExpanded(
            title: "World Championship — Semi-final",
            statusText: "Leg 4 — Littler to throw",
            homeRemainingText: "121",
            awayRemainingText: "40",
            setsText: "3–2",
            legsText: "Legs 1–2",
            lastVisitText: "T20 T20 T19 — 177",
            checkoutText: "121 — T20 T11 D14",
            resultText: nil,
            nextSessionAt: nil,
            progressPercent: 48
        ),
        sentiment: .tense,
        homeSets: 3,
        awaySets: 2,
        homeThrowing: true,
        awayThrowing: false,
        legNumber: 4,
        legsPerSet: 5,
        updatedAt: .now
    )
}
