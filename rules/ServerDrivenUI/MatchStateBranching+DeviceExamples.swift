// Examples for match-state-branching: what the device decides (today on its clock, the fan's own
// lists), developer screens, a test for whether a backend value is there, and a test of the
// state's phase the view names.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    @_optimize(none) static var deviceExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A lead the view works out from two of the backend's figures, whose sign picks the words.
            Example("""
                struct ChaseBanner: View {
                    let state: MatchDisplayState
                    var body: some View {
                        let lead = state.runs - state.ballsFaced
                        Text(lead > 0 ↓? "Ahead of the rate" : "Behind the rate")
                    }
                }
                """, path: "ios/CricketApp/Views/ChaseBanner.swift", companions: [ExampleModels.displayState]),
            // A Live Activity's state under its attributes' typealias, tested through a Bool the view names.
            Example("""
                struct CompactScore: View {
                    let context: ActivityViewContext<InningsAttributes>
                    var body: some View {
                        let isNotPregame = context.state.phase != .pregame
                        ↓if isNotPregame { Text("\\(context.state.runs)") } else { Text("Starts soon") }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactScore.swift", companions: [.init(
                    path: "ios/CricketWidget/InningsAttributes.swift", code: """
                        import ActivityKit

                        struct InningsAttributes: ActivityAttributes {
                            typealias ContentState = MatchDisplayState
                            let matchID: String
                        }
                        """), ExampleModels.displayState]),
            // An empty backend line that picks the app's own words is still the state's.
            Example("""
                struct ChaseFooter: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ↓if state.chaseLine.isEmpty { Text("Innings break") } else { Text(state.chaseLine) }
                    }
                }
                """, companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A count less one picks a plural, not a state.
            Example("""
                struct BattersFooter: View {
                    let state: MatchDisplayState
                    var body: some View {
                        let others = state.batters.count - 1
                        Text(others > 0 ? "Partnership building" : "Last pair")
                    }
                }
                """, path: "ios/CricketApp/Views/BattersFooter.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A team's logo picked by its name: an image asset, never shown as text.
            Example("""
                struct TeamBadge: View {
                    let state: MatchDisplayState
                    var body: some View { Image(getLogoName()) }
                    private func getLogoName() -> String {
                        state.phase == .live ? "live-badge-logo" : "badge-logo"
                    }
                }
                """, path: "ios/CricketApp/Views/TeamBadge.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A marker only a UI test's run shows, whatever state it checks beside the flag.
            Example("""
                struct InningsFooter: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if AppEnvironment.isRunningUITests, state.phase == .completed {
                            Text("Final score").accessibilityIdentifier("footer.final")
                        } else {
                            Text(state.scoreLine)
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Whether the kickoff is today on this device: the device's clock picks "Today" or a date.
            Example("""
                struct KickoffLabel: View {
                    let fixture: FixtureItem
                    var body: some View {
                        let isToday = Calendar.current.isDate(fixture.kickoffDate, inSameDayAs: Date())
                        if isToday { Text("Today") } else { Text(fixture.kickoffDate, style: .date) }
                        if Calendar.current.isDateInTomorrow(fixture.kickoffDate) { Text("Tomorrow") }
                    }
                }
                """, trap: .lookAlike, companions: [Example.Companion(path: "ios/CricketApp/Models/FixtureItem.swift", code: """
                    struct FixtureItem: Codable, Hashable, Sendable {
                        let matchID: String
                        let kickoffDate: Date
                    }
                    """)]),
            // Whether the fan follows the batting side: the fan's own list, looked up by the backend's name.
            Example("""
                struct FollowToggleRow: View {
                    let state: MatchDisplayState
                    @EnvironmentObject var follows: FollowList
                    var body: some View {
                        if follows.contains(state.scoreLine) { Text("Following") } else { Text("Not following") }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A developer's push test screen: which test reply came back, in a developer's words.
            Example("""
                struct PushTestView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.innings == 2 { Text("Chase payload sent") } else { Text("First-innings payload sent") }
                    }
                }
                """, path: "ios/CricketApp/Views/Debug/PushTestView.swift", trap: .lookAlike),
            Example("""
                struct LiveActivityDiagnosticsView: View {
                    let state: MatchDisplayState
                    var body: some View { Text(state.phase == .live ? "Updating" : "Ended — no pushes") }
                }
                """, path: "ios/CricketApp/Views/LiveActivityDiagnosticsView.swift", trap: .lookAlike),
            Example("""
                struct ScenarioPickerView: View {
                    let state: MatchDisplayState
                    var body: some View { Text(state.innings == 2 ? "Chase scenario" : "First innings scenario") }
                }
                """, path: "ios/CricketApp/Internal/ScenarioPickerView.swift", trap: .lookAlike,
                options: ["developerScreens": .array((DeveloperScreens.defaultGlobs + ["**/Internal/**"]).map(JSONValue.string))]),
            // What the Live Activity was started with picks its layout: it never changes while it runs.
            Example("""
                struct ExpandedBottom: View {
                    let context: ActivityViewContext<MatchActivityAttributes>
                    var body: some View {
                        if context.attributes.format == "Test" { Text("Day \\(context.state.day)") } else { Text(context.state.oversText) }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ExpandedBottom.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketWidget/MatchActivityAttributes.swift", code: """
                        import ActivityKit

                        struct MatchActivityAttributes: ActivityAttributes {
                            struct ContentState: Codable, Hashable {
                                let oversText: String
                                let day: Int
                            }
                            let matchID: String
                            let format: String
                        }
                        """)]),
            // Whether the fan has set the widget up: its configuration, not the match.
            Example("""
                struct NextMatchWidgetView: View {
                    let entry: NextMatchEntry
                    var body: some View {
                        if !entry.isSetUp { Text("Pick a team to follow") } else { Text(entry.state.scoreLine) }
                    }
                }
                """, path: "ios/CricketWidget/NextMatchWidgetView.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketWidget/NextMatchEntry.swift",
                    code: "struct NextMatchEntry: Codable, Hashable, Sendable {\n    let isSetUp: Bool\n    let state: MatchDisplayState\n}\n"),
                    ExampleModels.displayState]),
            // Whether the backend sent a line, shown with its caption: a presence test, as `!= nil` is.
            Example("""
                struct ChaseCaption: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if !state.chaseLine.isEmpty {
                            HStack { Text("Chase"); Text(state.chaseLine) }
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The fan's own setting, kept in AppStorage and read back as the backend's enum.
            Example("""
                struct ScoreHeader: View {
                    @EnvironmentObject var settings: ScoreSettings
                    let state: MatchDisplayState
                    var body: some View {
                        if settings.spoilerPhase == .completed { Text("Results hidden") } else { Text(state.scoreLine) }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreHeader.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Settings/ScoreSettings.swift", code: """
                        import SwiftUI

                        final class ScoreSettings: ObservableObject {
                            @AppStorage("spoilerPhase") private var spoilerPhaseRaw = MatchPhase.completed.rawValue
                            var spoilerPhase: MatchPhase {
                                get { MatchPhase(rawValue: spoilerPhaseRaw) ?? .completed }
                                set { spoilerPhaseRaw = newValue.rawValue }
                            }
                        }
                        """), ExampleModels.displayState]),
            // Which action a button offers, and a lookup keyed by a backend name: neither is text shown.
            Example("""
                struct AlertsButton: View {
                    let state: MatchDisplayState
                    @State private var lastRuns: [String: Int] = [:]
                    var body: some View {
                        Button { toggleAlerts() } label: {
                            Label(state.phase == .live ? "Mute alerts" : "Get alerts", systemImage: "bell")
                        }
                        .onChange(of: state.runs) { _, _ in
                            if state.phase == .live {
                                for batter in state.batters { lastRuns[batter.name] = batter.runs }
                            }
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A copy button's accessibility label, inside a branch on the phase: the control's name.
            Example("""
                struct ResultFooter: View {
                    let state: MatchDisplayState
                    @State private var copied = false
                    var body: some View {
                        if state.phase == .completed {
                            Button { copyResult() } label: { Image(systemName: "doc.on.doc") }
                                .buttonStyle(.plain)
                                .accessibilityLabel(copied ? "Copied" : "Copy result")
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Words agreeing with a number: the backend's figure picks "wicket" or "wickets", no words of its own.
            Example("""
                struct BattersCaption: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.wickets == 1 ? "wicket down" : "wickets down")
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Which side the fan's team is on orders the two names: fixed for the fixture, not its state.
            Example("""
                struct FixtureHeader: View {
                    let fixture: TeamFixture
                    var body: some View {
                        Text(fixture.isHome ? fixture.teamCode : fixture.opponentCode)
                        Text(fixture.isHome ? "vs" : "@")
                    }
                }
                """, path: "ios/CricketApp/Views/FixtureHeader.swift", trap: .lookAlike, companions: [.init(
                    path: "ios/CricketApp/Models/TeamFixture.swift",
                    code: "struct TeamFixture: Codable, Hashable, Sendable {\n    let isHome: Bool\n    let teamCode: String\n    let opponentCode: String\n}\n")]),
        ]
    ) }
}
