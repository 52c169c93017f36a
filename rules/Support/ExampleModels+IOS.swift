// The widget's display state as a companion file of rule examples: what the Live Activity's
// views receive from APNs, with fields whose names no vocabulary lists.

import UmpireCore

extension ExampleModels {
    /// The Live Activity's display state, as the widget target declares it.
    package static let liveActivityState = Example.Companion(path: "ios/CricketWidget/Models/LiveActivityDisplayState.swift", code: """
        import Foundation

        struct LiveActivityDisplayState: Codable, Hashable, Sendable {
            let battingTeamCode: String
            let scoreLine: String
            let oversLine: String
            let statusLine: String
            let runs: Int
            let wickets: Int
            let ballsLeft: Int
            let sentiment: String
            let isInningsBreak: Bool
        }
        """)
}
