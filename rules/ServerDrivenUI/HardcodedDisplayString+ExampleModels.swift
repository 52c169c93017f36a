// The models hardcoded-display-string's examples declare: the backend's contract with its
// fixture (teams, venue), a Live Activity's attributes, and an app-fetched reward that is not
// the match's.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    static let reward = Example.Companion(path: "ios/CricketApp/Models/Reward.swift", code: """
        struct Reward: Codable, Hashable, Sendable {
            let id: String
            let points: Int
            let expiryLine: String
        }
        """)

    /// The display state with its fixture: the backend's contract, holding the teams and venue.
    static let fixtureState = Example.Companion(path: "ios/CricketApp/Models/MatchDisplayState.swift", code: """
        struct MatchDisplayState: Codable, Hashable, Sendable {
            struct Fixture: Codable, Hashable, Sendable {
                let homeTeam: String
                let awayTeam: String
                let venue: String
            }
            let matchID: String
            let fixture: Fixture
            let scoreLine: String
        }
        """)

    static let fixtureAttributes = Example.Companion(path: "ios/CricketWidget/FixtureActivityAttributes.swift", code: """
        import ActivityKit

        struct FixtureActivityAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                let scoreLine: String
            }
            let homeTeam: String
            let awayTeam: String
        }
        """)
}
