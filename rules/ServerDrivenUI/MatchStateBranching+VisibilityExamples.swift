// Examples for match-state-branching where the backend's state shows, hides or styles text
// rather than choosing it: a ternary inside a visibility modifier, the same text in every branch.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    static let visibilityExamples: (triggering: [Example], nonTriggering: [Example]) = (
        triggering: [
            // A status line shown only in one phase, by its opacity.
            Example("""
                struct DelayNotice: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Label("Toss delayed by a wet outfield", systemImage: "cloud.rain")
                            .opacity(state.phase == .pre ↓? 1 : 0)
                    }
                }
                """, path: "ios/CricketApp/Views/DelayNotice.swift", companions: [ExampleModels.displayState]),
        ],
        nonTriggering: [
            // Dimmed, not hidden; and an image faded by the view's own state.
            Example("""
                struct FixtureRow: View {
                    let state: MatchDisplayState
                    @State private var isPressed = false
                    var body: some View {
                        Text(state.scoreLine)
                            .opacity(state.phase == .completed ? 0.6 : 1)
                        Image(systemName: "sportscourt")
                            .opacity(isPressed ? 0 : 1)
                    }
                }
                """, path: "ios/CricketApp/Views/FixtureRow.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The same score in both branches, in bold while live: the state picks a style.
            Example("""
                struct ScoreCell: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.phase == .live {
                            Text(state.scoreLine).fontWeight(.heavy)
                        } else {
                            Text(state.scoreLine).foregroundStyle(.secondary)
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ScoreCell.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example(#"let note = "Label(…).opacity(state.phase == .pre ? 1 : 0) hides the delay""#, path: "ios/CricketApp/Views/Notes.swift", trap: .inString),
            Example("// .opacity(state.phase == .pre ? 1 : 0) moved to the backend's display state", path: "ios/CricketApp/Views/Notes.swift",
                    trap: .inComment),
        ])
}
