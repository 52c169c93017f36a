// hardcoded-display-string's examples decided by declaration: words around a field of the
// backend's contract (the display state's fixture, a Live Activity's attributes) are match
// data; the app's words around an app-fetched reward are not. With the models they declare.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    @_optimize(none) static var reward: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/Reward.swift", code: """
        struct Reward: Codable, Hashable, Sendable {
            let id: String
            let points: Int
            let expiryLine: String
        }
        """) }

    /// The display state with its fixture: the backend's contract, holding the teams and venue.
    @_optimize(none) static var fixtureState: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/MatchDisplayState.swift", code: """
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
        """) }

    @_optimize(none) static var fixtureAttributes: Example.Companion { Example.Companion(path: "ios/CricketWidget/FixtureActivityAttributes.swift", code: """
        import ActivityKit

        struct FixtureActivityAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                let scoreLine: String
                let reviewPending: Bool
            }
            let homeTeam: String
            let awayTeam: String
        }
        """) }

    @_optimize(none) static var contractExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // Match titles: the fixture's teams and venue, the Live Activity's teams from its attributes.
            Example(#"""
                struct FixtureHeaderView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ScorecardView(state: state)
                            .navigationTitle(↓"\(state.fixture.homeTeam) v \(state.fixture.awayTeam)")
                    }
                }
                """#, path: "ios/CricketApp/Views/FixtureHeaderView.swift", companions: [Self.fixtureState]),
            Example(#"""
                struct VenueLine: View {
                    let state: MatchDisplayState
                    var body: some View { Text(↓"1st T20I · \(state.fixture.venue)") }
                }
                """#, path: "ios/CricketApp/Views/VenueLine.swift", companions: [Self.fixtureState]),
            Example(#"""
                struct ExpandedCenterView: View {
                    let context: ActivityViewContext<FixtureActivityAttributes>
                    var body: some View {
                        Text(↓"\(context.attributes.homeTeam) v \(context.attributes.awayTeam)")
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/ExpandedCenterView.swift", companions: [Self.fixtureAttributes]),
            // A flag of the content state picks the status words.
            Example(#"""
                struct ReviewLine: View {
                    let state: FixtureActivityAttributes.ContentState
                    var body: some View {
                        if state.reviewPending { Text(↓"Third umpire review") } else { Text(state.scoreLine) }
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/ReviewLine.swift", companions: [Self.fixtureAttributes]),
        ],
        nonTriggering: [
            // The app's words around a reward the backend sends: formatting, not a match line.
            Example("""
                struct RewardRow: View {
                    let reward: Reward
                    let result: Reward
                    var body: some View {
                        Text("Valid until \\(reward.expiryLine)")
                        Text("+\\(result.points) pts")
                    }
                }
                """, path: "ios/CricketApp/Views/RewardRow.swift", trap: .lookAlike, companions: [Self.reward]),
            // The app asking the fan to confirm an action: its own question, not a status.
            Example("""
                struct ScorerSettings: View {
                    @State private var confirmsReset = false
                    var body: some View {
                        Button("Reset") { confirmsReset = true }
                            .alert("Are you sure?", isPresented: $confirmsReset) {
                                Button("Reset scores", role: .destructive) {}
                            } message: {
                                Text("Each team's score will be set to 0.")
                            }
                    }
                }
                """, path: "ios/CricketApp/Views/ScorerSettings.swift", trap: .lookAlike),
            // A control's title says what it does, match word or not.
            Example("""
                struct GameSetupFooter: View {
                    @State private var scoresOn = true
                    var body: some View {
                        Button("Start Live Game") {}
                        Toggle("Live scores on the Lock Screen", isOn: $scoresOn)
                    }
                }
                """, path: "ios/CricketApp/Views/GameSetupFooter.swift", trap: .lookAlike),
            // A flag of the app's own settings picks the app's words.
            Example("""
                struct AlertsFooter: View {
                    @AppStorage("wicketAlerts") private var wicketAlerts = true
                    var body: some View {
                        if wicketAlerts { Text("You will hear about every fall") } else { Text("Alerts are off") }
                    }
                }
                """, path: "ios/CricketApp/Views/AlertsFooter.swift", trap: .lookAlike),
        ]) }
}
