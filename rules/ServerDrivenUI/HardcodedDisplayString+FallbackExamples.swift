// Examples for hardcoded-display-string's fallbacks written as branches: a ternary or an if-let's
// else choosing the app's words where the backend sends the text, and the chrome that looks like it.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    @_optimize(none) static var fallbackExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The app's words as a LabeledContent's value where the backend's text is missing.
            Example("""
                struct ChaseRow: View {
                    let state: MatchDisplayState
                    var body: some View {
                        LabeledContent("Chase", value: state.chaseLine ?? ↓"No chase yet")
                    }
                }
                """, companions: [ExampleModels.displayState]),
            // The backend's rows grouped on the device: each group's rows are still the backend's.
            Example("""
                struct BattersByName: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(Dictionary(grouping: state.batters, by: \\.name).sorted { $0.key < $1.key }, id: \\.key) { name, lines in
                            LabeledContent("Batter", value: lines.first?.name ?? ↓"Retired")
                        }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            // A view's helper returning the fallback for the view to show.
            Example("""
                struct MatchHeader: View {
                    let status: MatchStatus
                    var body: some View { Text(statusLine(for: status)) }
                    private func statusLine(for status: MatchStatus) -> String {
                        return status.liveNote ?? ↓"Play suspended"
                    }
                }
                """, path: "ios/CricketApp/Views/MatchHeader.swift", companions: [.init(path: "ios/CricketApp/Models/MatchStatus.swift", code: "struct MatchStatus: Codable, Hashable, Sendable {\n    let liveNote: String?\n    let badgeName: String?\n}\n")]),
            // The app's own word instead of the backend's text field, chosen by a ternary or in the
            // `else` of an `if let` whose other branch shows the field: a fallback, as with `??`.
            Example("""
                struct ChaseRow: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.isChasing ? state.chaseLine : ↓"Innings in progress")
                    }
                }
                """, path: "ios/CricketApp/Views/ChaseRow.swift", companions: [ExampleModels.displayState]),
            Example("""
                struct NextBatterRow: View {
                    let batter: BatterLine?
                    var body: some View {
                        if let batter {
                            Text(batter.name)
                        } else {
                            Text(↓"TBC")
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/NextBatterRow.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // A mark that the season is missing, as a dash would be.
            Example(#"""
                @Observable final class BattingViewModel {
                    var states: [MatchDisplayState] = []
                    var latestScore: String { return states.first?.scoreLine ?? "N/A" }
                }
                """#, path: "ios/CricketApp/ViewModels/BattingViewModel.swift", trap: .lookAlike,
                    companions: [ExampleModels.displayState]),
            // What the row shows while the match is loading: a wait, not words for the field.
            Example(#"""
                struct MatchRow: View {
                    let match: MatchDisplayState?
                    var body: some View {
                        if let match { Text(match.scoreLine) } else { Text("Loading...") }
                    }
                }
                """#, path: "ios/CricketApp/Views/MatchRow.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Nothing to show at all: the app's empty state, not a field's fallback.
            Example(#"""
                struct NextMatchCard: View {
                    let next: MatchDisplayState?
                    var body: some View {
                        if let next { Text(next.scoreLine) } else { Text("No upcoming matches") }
                    }
                }
                """#, path: "ios/CricketWidget/NextMatchCard.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The player a widget's configuration starts from: the fan's choice, not the match.
            Example(#"""
                struct ConfigureBatterIntent: WidgetConfigurationIntent {
                    @Parameter(title: "Batter") var batter: BatterEntity?
                    init() { batter = BatterEntity(id: 253802, name: "Virat Kohli", team: "IND") }
                }
                """#, path: "ios/CricketWidget/ConfigureBatterIntent.swift", trap: .lookAlike),
            // A fallback inside a test that the field is there: it can never show.
            Example(#"""
                struct GameLogRow: View {
                    let game: GameLogItem
                    var body: some View {
                        if game.dnpReason != nil { Text(game.dnpReason ?? "DNP") }
                    }
                }
                """#, path: "ios/BoxScore/Views/GameLogRow.swift", trap: .lookAlike, companions: [.init(path: "ios/BoxScore/Models/GameLogItem.swift", code: """
                    struct GameLogItem: Codable, Hashable, Sendable { let id: String; let dnpReason: String? }
                    """)]),
            // One word a view's helper falls back to may be an asset's name.
            Example("""
                struct MatchHeader: View {
                    let status: MatchStatus
                    var body: some View { Image(badgeName(for: status)) }
                    private func badgeName(for status: MatchStatus) -> String {
                        return status.badgeName ?? "badge-placeholder"
                    }
                }
                """, path: "ios/CricketApp/Views/MatchHeader.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Models/MatchStatus.swift", code: "struct MatchStatus: Codable, Hashable, Sendable {\n    let liveNote: String?\n    let badgeName: String?\n}\n")]),
            // A tab's name is chrome, whatever word it is; a branch between two of the app's own
            // words, or an `else` whose other branch shows no backend text, is not a fallback.
            Example("""
                struct HubView: View {
                    var body: some View {
                        TabView {
                            LiveScoresView().tabItem { Label("Live", systemImage: "dot.radiowaves.left.and.right") }
                            FixturesView().tabItem { Label("Fixtures", systemImage: "calendar") }
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/HubView.swift", trap: .lookAlike),
            Example("""
                struct BattersSection: View {
                    let state: MatchDisplayState
                    @State private var isEditing = false
                    var body: some View {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                        if let first = state.batters.first {
                            BatterRow(batter: first)
                        } else {
                            Text("Pull to refresh")
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/BattersSection.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
        ]) }
}
