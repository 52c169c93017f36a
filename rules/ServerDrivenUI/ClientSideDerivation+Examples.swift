// Examples for client-side-derivation.

import UmpireCore
import UmpireRuleSupport

extension ClientSideDerivation {
    @_optimize(none) static var examples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // A view file that declares its own rows' Codable type: the view's sum is still judged.
            Example("""
                struct QuarterBreakdownView: View {
                    let quarters: [QuarterScore]
                    var body: some View { Text("\\(quarters.reduce(0) { ↓$0 + $1.home })") }
                }

                struct QuarterScore: Codable, Hashable, Sendable, Identifiable {
                    let id: Int
                    let home: Int
                    var total: Int { home * 2 }
                }
                """),
            // A fraction of a fixed limit is the match's progress, not a chart's scale.
            Example("""
                struct OversBar: View {
                    let state: MatchDisplayState
                    private let maxBalls = 120
                    var body: some View { ProgressView(value: ↓Double(state.ballsFaced) / Double(maxBalls)) }
                }
                """, companions: [ExampleModels.displayState]),
            Example("""
                var runRate: Double {
                    ↓Double(state.runs) / Double(state.balls) * 6
                }
                """),
            Example("Text(\"Need \\(↓state.target - state.runs)\")"),
            Example("ProgressView(value: ↓state.overs / 20)"),
            // By declaration: `ballsFaced` and a Live Activity's `target` are the backend's numbers.
            Example("""
                struct StrikeRateView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Text("\\(↓state.runs * 100 / max(state.ballsFaced, 1))")
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example("""
                struct ChaseProgressView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        ProgressView(value: ↓Double(context.state.runs) / Double(context.state.target))
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ChaseProgressView.swift", companions: [ExampleModels.activity]),
            Example("let dotBallShare = ↓bowler.dotBalls * 100 / bowler.legalBalls",
                    options: ["vocabulary": .array((MatchVocabulary.numbers + ["dotBalls", "legalBalls"]).map(JSONValue.string))]),
            // Progress through the overs as a bar's width, and a chase's progress in a ternary.
            Example("""
                GeometryReader { proxy in
                    Capsule()
                        .frame(width: ↓proxy.size.width * CGFloat(state.overs) / 20)
                }
                """),
            Example("ProgressView(value: state.isChasing ? ↓Double(state.runs) / Double(state.target) : 0)"),
            // A required rate through a helper constant, over two lines.
            Example("""
                private var requiredRate: Double {
                    let runsNeeded = ↓state.target - state.runs
                    return ↓Double(runsNeeded) /
                        (Double(state.ballsRemaining) / 6)
                }
                """),
            // Transformations of the backend's numbers: a partnership summed, a lead through optional chaining.
            Example("let partnership = state.batters.reduce(0) { ↓$0 + $1.runs }"),
            // A view model's run rate, from the state it loaded.
            Example("""
                @MainActor final class LiveScoreModel: ObservableObject {
                    @Published private(set) var state: MatchDisplayState?
                    var strikeRate: Double {
                        guard let state, state.ballsFaced > 0 else { return 0 }
                        return ↓Double(state.runs) * 100 / Double(state.ballsFaced)
                    }
                }
                """, path: "ios/CricketApp/ViewModels/LiveScoreModel.swift", companions: [ExampleModels.displayState]),
            Example(#"Text("\(↓state.batters.map(\.runs).reduce(0, +)) runs")"#),
            // The same sum through a trailing closure, kept in a local first.
            Example(#"""
                struct PartnershipSummary: View {
                    let stands: [Partnership]
                    var body: some View { Text(summary) }
                    private var summary: String {
                        let total = ↓stands.map { $0.runs }.reduce(0, +)
                        return "\(total) runs in \(stands.count) stands"
                    }
                }
                """#, path: "ios/CricketApp/Views/PartnershipSummary.swift", companions: [.init(path: "ios/CricketApp/Models/Partnership.swift", code: """
                    struct Partnership: Codable, Hashable, Sendable, Identifiable { let id: String; let runs: Int }
                    """)]),
            // A key path over the backend's list, in a view model: the element's field, whatever its name.
            Example(#"""
                @Observable final class BowlingFiguresModel {
                    private(set) var spells: [BowlingSpell] = []
                    var maidenTotal: Int { ↓spells.map(\.maidens).reduce(0, +) }
                }
                """#, path: "ios/CricketApp/ViewModels/BowlingFiguresModel.swift", companions: [.init(path: "ios/CricketApp/Models/BowlingSpell.swift", code: """
                    struct BowlingSpell: Codable, Hashable, Sendable, Identifiable { let id: String; let maidens: Int }
                    """)]),
            Example("let lead = ↓(state.innings.last?.runs ?? 0) - (state.innings.first?.runs ?? 0)"),
            // One expression, one finding: the sum inside `Int(…)` is part of it.
            Example("let margin = ↓state.target - state.runs + Int(state.extras + state.penalties)"),
            // The widget's display state, by declaration: `ballsLeft` is no vocabulary name.
            Example("""
                struct OversLeftView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text("\\(↓state.ballsLeft / 6) overs left")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/OversLeftView.swift", companions: [ExampleModels.liveActivityState]),
            // Scores the Live Activity sends as text are still match numbers once converted.
            Example("""
                struct LeadBar: View {
                    let state: ScoreboardState
                    var body: some View {
                        ProgressView(value: ↓Double((Int(state.homeScore) ?? 0) - (Int(state.awayScore) ?? 0) + 20), total: 40)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/LeadBar.swift", companions: [scoreboardState]),
            // A helper's parameter named `count`, given the backend's wickets: a match number, not a list's size.
            Example("""
                struct WicketsLeftView: View {
                    let state: MatchDisplayState
                    var body: some View { wicketsRow(count: state.wickets) }
                    private func wicketsRow(count: Int) -> some View {
                        Text("\\(↓10 - count) wickets left")
                    }
                }
                """, companions: [ExampleModels.displayState]),
        ] + progressExamples.triggering + countExamples.triggering,
        nonTriggering: progressExamples.nonTriggering + countExamples.nonTriggering + [
            // A countdown against the device's clock, and a colour's channel decoded from its hex.
            Example("""
                struct KickoffBadge: View {
                    let state: MatchDisplayState
                    var body: some View {
                        let remaining = Double(state.ballsFaced) - Date().timeIntervalSince1970
                        let red = Double((state.runs >> 16) & 0xFF) / 255
                        Text(Date(timeIntervalSinceNow: remaining), style: .timer).foregroundStyle(Color(red: red, green: 0, blue: 0))
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A possession bar: the backend's percentage read as a fraction of the width, layout.
            Example("""
                struct PossessionBar: View {
                    let state: MatchDisplayState
                    var body: some View {
                        GeometryReader { proxy in
                            Rectangle().frame(width: proxy.size.width * CGFloat(state.runs) / 100)
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The backend's progress scaled to points by a constant, inside the frame and offset that draw it.
            Example("""
                struct ChaseBar: View {
                    let progress: CGFloat
                    var body: some View {
                        ZStack(alignment: .leading) {
                            Capsule().frame(width: max(progress * 3, 0), height: 4)
                            Image(systemName: "figure.cricket").offset(x: progress * 3 - 8)
                        }
                    }
                }
                struct ChaseHeader: View {
                    let state: MatchDisplayState
                    var body: some View { ChaseBar(progress: CGFloat(state.ballsFaced)) }
                }
                """, path: "ios/CricketApp/Views/ChaseBar.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A bar's fill less a two-point gap for its divider: still the width scaled, layout.
            Example("""
                struct RunsBar: View {
                    let state: MatchDisplayState
                    var body: some View {
                        GeometryReader { geo in
                            let fill = max(0, geo.size.width * CGFloat(state.runs) / 100 - 2)
                            Capsule().frame(width: fill)
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The other side of a two-colour bar: the width's complement of a share, layout.
            Example("""
                struct StrikeBar: View {
                    let state: MatchDisplayState
                    var body: some View { ShareBar(share: CGFloat(state.runs)) }
                }
                struct ShareBar: View {
                    let share: CGFloat
                    var body: some View {
                        GeometryReader { geometry in
                            Rectangle().frame(width: geometry.size.width * (1 - share))
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Places in the backend's list of balls: the nearest to scroll to, those past what the
            // fan has read, and the next page of a feed.
            Example("""
                struct BallFeedModel {
                    let state: MatchDisplayState
                    var readSequence = 0
                    var offset = 0
                    func nearest(to sequence: Int, in balls: [BallEvent]) -> BallEvent? {
                        balls.min { abs($0.sequence - sequence) < abs($1.sequence - sequence) }
                    }
                    func unread(_ balls: [BallEvent]) -> Int { balls.filter { $0.sequence > readSequence }.count }
                    mutating func advance(by page: BallPage) { offset += page.returnedCount }
                }
                """, path: "ios/CricketApp/ViewModels/BallFeedModel.swift", trap: .lookAlike, companions: [ballFeed]),
            // A figure inside an image asset's name picks a picture (as an SF Symbol's does).
            Example("""
                struct WicketsBadge: View {
                    let state: MatchDisplayState
                    var body: some View { Image("wickets_badge_\\(state.wickets / 2)") }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A page number worked out from how many batters the backend sent: a position, not a figure.
            Example("""
                struct BattersPager: View {
                    let state: MatchDisplayState
                    var body: some View { pageLabel(count: state.batters.count) }
                    private func pageLabel(count: Int) -> some View {
                        Text("Page \\(count + 1)")
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A batting slot drawn as an SF Symbol, and a note put before a name (text, untyped).
            Example(#"""
                struct LineupPresenter {
                    func symbol(for battingIndex: Int) -> String { "\(battingIndex / 100).circle.fill" }
                    func title(note: String?, name: String) -> String {
                        var title = name
                        if let note { title = note + name }
                        return title
                    }
                }
                """#, path: "ios/MLBApp/Presenters/LineupPresenter.swift", trap: .lookAlike),
            // A year split out of the backend's date and a game number worked out, only to build a link.
            ExampleModels.linkOnlyLocals,
            Example("Text(state.runRateLine)\nProgressView(value: state.inningsProgress)"),
            // A draft the user edits is the app's own state, even with a vocabulary name.
            Example("""
                struct NewMatchView: View {
                    @State private var draft = MatchDraft(overs: 20, teamName: "")
                    var body: some View {
                        Stepper("Overs: \\(draft.overs)", value: $draft.overs)
                        Text("\\(draft.overs * 6) balls")
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.draft]),
            Example("let half = geometry.size.width / 2\nlet inset = spacing * 2 + 4", trap: .lookAlike),
            // A bracket's connectors: positions counted up to how many rows the backend sent.
            Example("""
                struct PartnershipLinks: View {
                    let state: MatchDisplayState
                    var body: some View {
                        Canvas { context, size in
                            for pair in 0..<state.batters.count / 2 {
                                let left = 2 * pair, right = 2 * pair + 1
                                context.stroke(Path(CGRect(x: left, y: right, width: 1, height: 1)), with: .color(.gray))
                            }
                        }
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // A server-driven card's height from the margins and insets the backend sends.
            Example("""
                extension PromoBlock {
                    func intrinsicHeight(blockWidth: CGFloat) -> CGFloat {
                        let innerWidth = blockWidth - CGFloat(insets.left) - CGFloat(insets.right)
                        return innerWidth * 0.5 + CGFloat(topMargin + borderWidth * 2)
                    }
                }
                """, path: "ios/CricketApp/Views/PromoBlock+Layout.swift", trap: .lookAlike, companions: [Self.promoBlock]),
            // The striker filtered by its flag, rows numbered, an animation timed: view concerns.
            Example("""
                struct StrikerView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(Array(state.batters.filter(\\.isOnStrike).enumerated()), id: \\.offset) { index, batter in
                            Text("\\(index + 1). \\(batter.name)")
                        }
                        .animation(.easeOut(duration: 0.2 * 2), value: state.runs)
                    }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // Joining text is client-side-formatting's to judge, not arithmetic.
            Example(#"Text(String(innings.runs) + "/" + String(innings.wickets))"#, trap: .lookAlike),
            Example("ForEach(0..<state.recentBalls.count - 1, id: \\.self) { BallDot(index: $0) }", trap: .lookAlike),
            Example("let cardHeight = rowHeights.reduce(0, +)\nlet columns = state.batters.map(\\.name).reduce(0) { max($0, $1.count) }", trap: .lookAlike),
            // The same sum over the app's own list: the rows the user pinned, sized on the device.
            Example(#"""
                struct PinnedRow: Hashable { let height: Int }
                @Observable final class PinnedLayoutModel {
                    var pinned: [PinnedRow] = []
                    var stackHeight: Int { pinned.map(\.height).reduce(0, +) }
                }
                """#, path: "ios/CricketApp/ViewModels/PinnedLayoutModel.swift", trap: .lookAlike),
            Example("""
                let target = min(max(scale * magnification, 1), 4)
                let offset = CGSize(width: location.x * (1 - target), height: location.y * (1 - target))
                """, trap: .lookAlike),
            // Bars scaled to the largest of the values they plot, found beside them: the
            // chart's scale, though the values are the backend's.
            Example("""
                struct GapChart: View {
                    let entries: [TimingEntry]
                    var body: some View {
                        GeometryReader { proxy in
                            let maxGap = entries.map(\\.gapToLeaderMs).max() ?? 1
                            ForEach(entries) { entry in
                                Capsule().frame(width: proxy.size.width * CGFloat(entry.gapToLeaderMs) / CGFloat(maxGap), height: 6)
                            }
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/Race/GapChart.swift", trap: .lookAlike, companions: [.init(path: "ios/CricketApp/Models/TimingEntry.swift", code: """
                    struct TimingEntry: Codable, Hashable, Sendable, Identifiable {
                        let id: String
                        let gapToLeaderMs: Int
                    }
                    """)]),
            // A chart placing marks against its largest value, and text joined with `+`.
            Example("""
                struct WormChart: View {
                    let state: MatchDisplayState
                    let maxRuns: Int
                    var body: some View {
                        GeometryReader { geo in
                            ForEach(state.batters) { batter in
                                Circle().position(x: geo.size.width * CGFloat(batter.runs) / CGFloat(maxRuns),
                                                  y: geo.size.height - (CGFloat(batter.balls) / CGFloat(maxRuns) * geo.size.height))
                            }
                        }
                    }
                    private func caption(for batter: BatterLine) -> String { batter.name + batter.id }
                }
                """, trap: .lookAlike, companions: [ExampleModels.displayState]),
            Example(#"Text("runs / balls * 6 is the run rate")"#, trap: .inString),
            Example("// state.runs / state.balls * 6 — now computed by the backend", trap: .inComment),
            Example("let rate = innings.runs / innings.balls", path: "ios/CricketAppTests/RateTests.swift", trap: .lookAlike),
        ]) }

    /// A Live Activity's scores, sent as text.
    @_optimize(none) static var scoreboardState: Example.Companion { Example.Companion(path: "ios/CricketWidget/Models/ScoreboardState.swift", code: """
        struct ScoreboardState: Codable, Hashable, Sendable {
            let homeScore: String
            let awayScore: String
        }
        """) }

    /// A feed of balls the backend pages through.
    @_optimize(none) static var ballFeed: Example.Companion { Example.Companion(path: "ios/CricketApp/Models/BallFeed.swift", code: """
        struct BallEvent: Codable, Hashable, Sendable { let sequence: Int; let runs: Int }
        struct BallPage: Codable, Hashable, Sendable { let balls: [BallEvent]; let returnedCount: Int }
        """) }
}
