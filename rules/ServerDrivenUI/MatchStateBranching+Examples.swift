// Examples for match-state-branching.

import UmpireCore
import UmpireRuleSupport

extension MatchStateBranching {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A view model choosing the caption by the backend's phase.
            Example("""
                @MainActor final class ScoreCaptionModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var caption: String {
                        guard let state else { return "" }
                        ↓if state.phase == .completed { return "Result: \\(state.scoreLine)" }
                        return state.scoreLine
                    }
                }
                """, path: "ios/CricketApp/ViewModels/ScoreCaptionModel.swift", companions: [ExampleModels.displayState]),
            // Words picked by the phase from the view's own table: a branch written as a lookup.
            Example("""
                struct PhaseWord: View {
                    let state: MatchDisplayState
                    private let words: [MatchPhase: String] = [.pre: "Toss soon", .completed: "Stumps"]
                    var body: some View { Text(↓words[state.phase] ?? state.scoreLine) }
                }
                """, companions: [ExampleModels.displayState]),
            // A guard on the phase: the text after it is shown only in that state.
            Example("""
                struct ResultBanner: View {
                    let state: MatchDisplayState
                    var body: some View { banner }
                    private var banner: some View {
                        ↓guard state.phase == .completed else { return AnyView(EmptyView()) }
                        return AnyView(Text(state.scoreLine).font(.headline))
                    }
                }
                """, companions: [ExampleModels.displayState]),
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
            // Which of the backend's lines a header shows, through a display argument.
            Example("""
                struct InningsHeader: View {
                    let state: MatchDisplayState
                    var body: some View {
                        SectionHeader(title: state.isChasing ↓? state.chaseLine : state.scoreLine, systemImage: "chart.bar")
                    }
                }
                """, companions: [ExampleModels.displayState]),
            // The innings number deciding the text: in a ternary, a guard, a helper property, a local constant.
            Example(#"Text(state.inningsNumber == 1 ↓? "First innings" : "Chasing \(state.target)")"#),
            Example("""
                private var inningsTitle: String {
                    ↓guard state.currentInnings > 1 else { return "Yet to bat" }
                    return state.chaseLine
                }
                """),
            Example(#"""
                struct ChaseHeaderView: View {
                    let state: LiveScore
                    private var isChasing: Bool { state.innings == 2 }
                    var body: some View {
                        Text(isChasing ↓? "Target \(state.targetLine)" : "First innings")
                    }
                }
                """#),
            Example("""
                var body: some View {
                    let isSecondInnings = state.innings == 2
                    ↓if isSecondInnings { Text("Chasing") }
                }
                """),
            // An else-if chain is one decision, reported at its head.
            Example("""
                ↓if state.phase == .live {
                    LiveScoreView(state: state)
                } else if state.phase == .inningsBreak {
                    Text("Innings break")
                } else {
                    Text(state.statusLine)
                }
                """),
            // By declaration: a phase in an overlay's closure, and the widget's innings-break flag.
            Example("""
                struct ResultBadgeView: View {
                    let match: MatchDisplayState
                    var body: some View {
                        Text(match.scoreLine)
                            .overlay(alignment: .topTrailing) {
                                ↓if match.phase == .completed { Text("Result") }
                            }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example("""
                struct LockScreenView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        ↓if state.isInningsBreak {
                            Text("Innings break")
                        } else {
                            Text(state.scoreLine)
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift", companions: [ExampleModels.liveActivityState]),
        ],
        nonTriggering: [
            // Each case frames the same backend text its own way: a circle for a wicket, a box for a boundary.
            Example("""
                struct BallCell: View {
                    let ball: BallSnapshot
                    var body: some View {
                        switch ball.outcome {
                        case .wicket: Circle().fill(Theme.wicket).overlay(Text(ball.outcomeDisplay))
                        case .boundary: RoundedRectangle(cornerRadius: Theme.radius).stroke().overlay(Text(ball.outcomeDisplay))
                        default: Text(ball.outcomeDisplay)
                        }
                    }
                }
                """, path: "ios/Cricket/Views/BallCell.swift", trap: .lookAlike, companions: [
                    // A snapshot of what the backend sent: its text is named for display.
                    .init(path: "ios/Cricket/Models/Shared/BallSnapshot.swift", code: """
                        struct BallSnapshot: Codable, Hashable { let outcome: BallOutcome; let outcomeDisplay: String }
                        enum BallOutcome: String, Codable { case wicket, boundary, dot }
                        """),
                ]),
            // A colour by the sign of the backend's difference, a zero compared inside the choice.
            Example(#"""
                struct DiffCell: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text(state.scoreLine)
                            .foregroundStyle(state.scoreLine.hasPrefix("-") ? .red : (state.scoreLine == "0" ? .secondary : .green))
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A view model's sorter: ties on points broken by the team code, compared, never shown.
            Example("""
                final class StandingsModel: ObservableObject {
                    @Published var rows: [MatchDisplayState] = []
                    func sorted() -> [MatchDisplayState] {
                        rows.sorted { a, b in
                            if a.runs == b.runs {
                                return a.scoreLine < b.scoreLine
                            }
                            return a.runs > b.runs
                        }
                    }
                }
                """, path: "ios/CricketApp/ViewModels/StandingsModel.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The widget entry's flags for the fan's subscription and the gallery's sample.
            Example("""
                struct ScoreEntry: TimelineEntry, Codable {
                    let date: Date
                    let state: MatchDisplayState
                    let isPremiumContent: Bool
                    let isPreview: Bool
                }
                struct ScoreWidgetView: View {
                    let entry: ScoreEntry
                    var body: some View {
                        if entry.isPremiumContent && !entry.isPreview {
                            Text("Upgrade to see live scores on your Home Screen")
                        } else {
                            Text(entry.state.scoreLine)
                        }
                    }
                }
                """, path: "ios/CricketWidget/ScoreWidgetView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A sentinel from the feed (an HTTP code, -1 for none): whether there is data, not which state.
            Example("""
                struct NextMatchView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.scoreLine == "404" {
                            Text("No match data")
                        } else if state.runs == -1 {
                            Text("Waiting for the first ball")
                        }
                    }
                }
                """, path: "ios/CricketWidget/NextMatchView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // `>= 0` hiding a value the feed marks missing with -1: whether it is there, not which words.
            Example("""
                struct WicketsCell: View {
                    let state: MatchDisplayState
                    var body: some View {
                        if state.wickets >= 0 {
                            Text(state.scoreLine).monospacedDigit()
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
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
            // A colour from the sentiment, a tint from a flag: styling decisions, by declaration too.
            Example("""
                struct ScoreLineView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(state.scoreLine)
                            .foregroundStyle(tint)
                            .background(state.isInningsBreak ? Color.ssAmber.opacity(0.2) : .clear)
                    }
                    private var tint: Color {
                        switch state.sentiment {
                        case "positive": .ssGreen
                        case "negative": .ssRed
                        default: .primary
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreLineView.swift", trap: .lookAlike,
                companions: [ExampleModels.liveActivityState]),
            // The innings the user picked is the view's own state, whatever its name.
            Example("""
                struct ScorecardView: View {
                    @State private var innings = 1
                    var body: some View {
                        Picker("Innings", selection: $innings) { Text("1st").tag(1); Text("2nd").tag(2) }
                        Text(innings == 1 ? "First innings" : "Second innings")
                    }
                }
                """, trap: .lookAlike),
            // The striker's asterisk and ball icon, and an emoji flag map.
            Example("""
                struct BattersView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(state.batters) { batter in
                            Text(batter.name + (batter.isOnStrike ? "*" : ""))
                            if batter.isOnStrike { Image(systemName: "cricket.ball") }
                        }
                    }
                    private func flag(for code: String) -> String {
                        switch code {
                        case "IND": "🇮🇳"
                        case "AUS": "🇦🇺"
                        default: "🏏"
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
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
            // Whether a value is there, or repeats the headline: not which words.
            Example("""
                struct DelayNoteView: View {
                    let state: LiveActivityDisplayState
                    let delayNote: String?
                    var body: some View {
                        if let note = delayNote, !note.isEmpty, note != state.statusLine {
                            Text(note)
                        }
                        if delayNote == nil { Text(state.scoreLine) }
                        Text(state.oversLine == state.statusLine ? "" : state.oversLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/DelayNoteView.swift", trap: .lookAlike,
                companions: [ExampleModels.liveActivityState]),
            // An id handed to an action, an id looked up in the view's own set, a link, a symbol.
            Example("""
                struct FixtureRow: View {
                    let match: MatchDisplayState
                    @State private var expandedIDs: Set<String> = []
                    var body: some View {
                        if match.isChasing {
                            Button { follow(match.matchID) } label: { Image(systemName: "star") }
                        }
                        if expandedIDs.contains(match.matchID) { Text("Hide scorecard") }
                    }
                    private var shareURL: URL? {
                        match.isChasing ? URL(string: "sightscreen://match/chase") : URL(string: "sightscreen://match")
                    }
                    private var phaseIcon: String {
                        switch match.phase {
                        case .live: return "dot.radiowaves.left.and.right"
                        case .completed: return "flag.checkered"
                        case .pre: return "clock"
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A presentation switch in the content state picks a layout; a failed load is an outcome.
            Example("""
                struct ScoreActivityView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        if context.state.showsDetailedScore {
                            DetailedScoreView(state: context.state)
                        } else {
                            Text(context.state.scoreLine)
                        }
                        if case .failure = loadResult { Text("Couldn't load the scorecard") }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreActivityView.swift", trap: .lookAlike,
                companions: [ExampleModels.activity]),
            Example(#"Text("if state.innings == 2 { Text(\"Chasing\") }")"#, trap: .inString),
            Example("// if state.innings == 2 { Text(\"Chasing\") }", trap: .inComment),
        ]) }
}
