// Examples for match-state-branching.

import UmpireCore

extension MatchStateBranching {
    static let examples: (triggering: [Example], nonTriggering: [Example]) = (
        triggering: [
            Example("""
                ↓if state.innings == 2 {
                    Text("Chasing \\(state.targetLine)")
                } else {
                    Text("First innings")
                }
                """),
            Example("""
                ↓switch state.status {
                case "rain": Text("Rain delay")
                default: Text(state.statusLine)
                }
                """),
            Example(#"Text(state.isLive ↓? "Live" : "Upcoming")"#),
            Example("""
                ↓if case .innings(let number) = state.phase, number == 2 {
                    Text("Second innings")
                }
                """),
            Example("""
                ↓if state.isSuperOver {
                    Text("Super Over")
                }
                """, options: ["vocabulary": .array((MatchVocabulary.state + ["isSuperOver"]).map(JSONValue.string))]),
            // By declaration, with or without a literal: a method on the state, a Bool field, a ternary.
            Example("""
                struct FixtureRow: View {
                    let match: MatchDisplayState
                    var body: some View {
                        ↓if match.isFuture() {
                            Text(match.startsInLine)
                        } else {
                            Text(match.scoreLine)
                        }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example("""
                struct ChaseHeader: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.isChasing ↓? state.chaseLine : state.scoreLine)
                            .font(.headline)
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example(#"""
                struct ScoreActivityView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        ↓switch context.state.phase {
                        case "live": Text(context.state.scoreLine)
                        default: Text("Stumps")
                        }
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift", companions: [ExampleModels.activity]),
        ],
        nonTriggering: [
            Example("Text(state.headline)\nText(state.statusLine)"),
            // The view's own toggle, named like match state, and a flag filter: both allowed.
            Example("""
                struct LiveScoresToggle: View {
                    @AppStorage("liveScores") private var isLive = true
                    let state: MatchDisplayState
                    var body: some View {
                        if isLive { Text("Live scores on") }
                        ForEach(state.batters.filter(\\.isOnStrike)) { Text($0.name) }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example("""
                switch state.phase {
                case "powerplay": Color.ssAmber
                default: Color.secondary
                }
                """, trap: .lookAlike),
            Example(".foregroundStyle(state.isLive ? .red : .secondary)", trap: .lookAlike),
            Example("if isShowingScorecard { ScorecardView(state: state) }", trap: .lookAlike),
            Example(#"if status.author.isFollowed { Text("Following") }"#, trap: .lookAlike),
            Example("""
                if let status = state.status, isExpanded {
                    Text(status)
                }
                if (reply?.status ?? state.status).isPinned { Text("Pinned") }
                """, trap: .lookAlike),
            Example("""
                switch result {
                case .success(let state): scoreState = state
                case .failure(let error): logger.error("score load failed: \\(error)")
                }
                """, trap: .lookAlike),
            Example("""
                if state.status == .completed { logger.info("match over") }
                switch state.phase {
                case .live: Image(systemName: "dot.radiowaves.left.and.right")
                default: Text(" · ")
                }
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    if PreviewData.live.isLive { Text("Live preview") }
                }
                """, trap: .lookAlike),
            Example(#"Text("if state.innings == 2 { Text(\"Chasing\") }")"#, trap: .inString),
            Example("// if state.innings == 2 { Text(\"Chasing\") }", trap: .inComment),
        ])
}
