// Examples for client-side-formatting: a number of the display state turned into text on the
// device, where the same state sends the display text for it.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// A raw model decoded from another API: its numbers are all it has to show.
    @_optimize(none) static var boxScore: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/BoxScore.swift", code: """
        struct BoxScore: Codable, Hashable, Sendable {
            let homeRuns: Int
            let awayRuns: Int
        }
        """) }

    @_optimize(none) static var numberTextExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            Example(#"""
                struct CompactTrailingView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(↓"\(state.wickets)")
                            .contentTransition(.numericText())
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", companions: [ExampleModels.displayState]),
            Example(#"""
                struct RunsCell: View {
                    let state: MatchDisplayState
                    var body: some View { Text(↓String(state.runs)).monospacedDigit() }
                }
                """#, path: "ios/CricketApp/Views/RunsCell.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // The state's own line, shown as it comes.
            Example(#"""
                struct CompactTrailingView: View {
                    let state: MatchDisplayState
                    var body: some View { Text("\(state.scoreLine)") }
                }
                """#, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", trap: .lookAlike,
                    companions: [ExampleModels.displayState]),
            // A raw model's numbers, which is all that model sends; a count of the app's own list.
            Example(#"""
                struct BoxScoreRow: View {
                    let box: BoxScore
                    let pinned: [String]
                    var body: some View {
                        Text("\(box.homeRuns)")
                        Text(String(pinned.count))
                    }
                }
                """#, path: "ios/CricketApp/Views/BoxScoreRow.swift", trap: .lookAlike, companions: [boxScore]),
            Example(#"""
                struct RunsCell: View {
                    let state: MatchDisplayState
                    // Text("\(state.runs)") showed the bare number before scoreLine arrived
                    var body: some View { Text(state.scoreLine) }
                }
                """#, path: "ios/CricketApp/Views/RunsCell.swift", trap: .inComment, companions: [ExampleModels.displayState]),
        ]) }
}
