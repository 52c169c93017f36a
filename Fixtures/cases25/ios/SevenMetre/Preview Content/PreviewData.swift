import Foundation

enum PreviewData {
    static let kiel = Team(id: "thw", name: "THW Kiel", shortName: "KIE", countryCode: "DE", crestURL: nil)
    static let veszprem = Team(id: "vesz", name: "One Veszprém", shortName: "VES", countryCode: "HU", crestURL: nil)

    static let liveState = MatchDisplayState(
        scoreline: "27–25",
        halfLabel: "2nd half",
        clockLabel: "47:12",
        statusLine: "Kiel lead by two after a Landin save",
        phase: .secondHalf,
        sentiment: .tight,
        homeGoals: 27,
        awayGoals: 25,
        minute: 47,
        halfTimeScore: "14–13",
        venueNote: nil,
        timeoutsLabel: "1/3",
        suspensionExpiries: [Date.now.addingTimeInterval(84)]
    )

    static let liveMatch = Match(
        id: "ehf-cl-2026-q1-03",
        competition: "EHF Champions League",
        competitionCode: "ehf-cl",
        homeTeam: kiel,
        awayTeam: veszprem,
        startTime: .now.addingTimeInterval(-50 * 60),
        venue: "Wunderino Arena",
        displayState: liveState,
        isFollowed: true
    )

    static let groupA = GroupTable(groupName: "Group A", standings: [], footnote: nil)
}
