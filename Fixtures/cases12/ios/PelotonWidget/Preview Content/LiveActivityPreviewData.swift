import Foundation

// Shared sample data for every Live Activity preview. Add new states here,
// not inline in view files.
enum LiveActivityPreviewData {
    static let attributes = StageActivityAttributes(
        raceId: "tdf-2025",
        stageId: "tdf-2025-s14",
        raceName: "Tour de France",
        stageNumberLabel: "Stage 14",
        deepLink: URL(string: "peloton://stage/tdf-2025-s14")!
    )

    static let breakawayState = StageActivityAttributes.ContentState(
        stageTitle: "Pau → Superbagnères",
        statusLabel: "Racing",
        kmToGoLabel: "42 km",
        progressFraction: 0.77,
        leaderName: "Lenny Martinez",
        leaderGapLabel: "+3' 40\"",
        breakawayLabel: "Break of 2",
        breakawayGapLabel: "Break +3' 40\"",
        gcLeaderName: "Tadej Pogačar",
        gcLeaderFlag: "🇸🇮",
        gcLeaderGapLabel: "+4' 13\"",
        liveNote: "Echelons forming in the crosswind"
    )

    static let finishedState = StageActivityAttributes.ContentState(
        stageTitle: "Pau → Superbagnères",
        statusLabel: "Finished",
        kmToGoLabel: "Last km",
        progressFraction: 1,
        leaderName: "Tadej Pogačar",
        leaderGapLabel: "s.t.",
        breakawayLabel: nil,
        breakawayGapLabel: nil,
        gcLeaderName: "Tadej Pogačar",
        gcLeaderFlag: "🇸🇮",
        gcLeaderGapLabel: "+4' 13\"",
        liveNote: "Tadej Pogačar wins — UAE Team Emirates"
    )

    static let timeTrialAttributes = TimeTrialActivityAttributes(
        raceId: "giro-2025",
        stageId: "giro-2025-s1",
        teamName: "Visma | Lease a Bike",
        deepLink: URL(string: "peloton://stage/giro-2025-s1")!
    )

    static let timeTrialState = TimeTrialActivityAttributes.ContentState(
        teamName: "Visma | Lease a Bike",
        checkpointLabel: "Split 2 · 18.4 km",
        elapsedLabel: "21:37",
        deltaLabel: "-0:08",
        ridersLeftLabel: "6 riders",
        isFinished: false
    )
}
