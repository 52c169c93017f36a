import Foundation

enum LiveActivityPreviewData {
    static let attributes = SideoutActivityAttributes(matchId: "m-101", homeTeamName: "Brazil", awayTeamName: "Poland", homeFlag: "🇧🇷", awayFlag: "🇵🇱")

    static let tenseFourthSet = SideoutActivityAttributes.ContentState(displayState: LiveActivityDisplayState(
        homeScore: "23",
        awayScore: "23",
        homeSets: "2",
        awaySets: "1",
        setLabel: "Set 4",
        statusText: "Poland serving at 23–23",
        servingTeamId: "t-poland",
        lastPoint: "Kurek tips it over the block",
        sentiment: "tense",
        deepLink: "sideout://match/m-101"
    ))

    static let finalResult = SideoutActivityAttributes.ContentState(displayState: LiveActivityDisplayState(
        homeScore: "25",
        awayScore: "21",
        homeSets: "3",
        awaySets: "1",
        setLabel: "Final",
        statusText: "Brazil win 3–1",
        servingTeamId: nil,
        lastPoint: nil,
        sentiment: "dominant",
        deepLink: "sideout://match/m-101"
    ))
}
