// Flags widget animations longer than the system allows, and counting numbers without a numeric transition.

import UmpireCore
import UmpireRuleSupport

public struct LiveActivityAnimation: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "live-activity-animation", area: .liveActivity, languages: [.swift], roles: [.widget],
        excludedRoles: [.test], severity: .warning,
        summary: "A widget animation over 2 seconds, or a score shown without a numeric content transition",
        rationale: """
            The system caps Live Activity and widget animations at 2 seconds: a longer one is cut \
            short and the score snaps to its end. A score, runs or overs that change in place \
            read best with .contentTransition(.numericText()), which rolls the digits so a fan \
            glancing at the Lock Screen sees that the number moved.
            """,
        fix: "Keep durations at 2 seconds or less, and add `.contentTransition(.numericText())` to views showing changing numbers.",
        options: [animationCallsOption.declaration, maxSecondsOption.declaration, countingNamesOption.declaration],
        limitations: """
            Only literal durations (`duration: 3`) are read. The numeric transition is asked of Live Activity views, not of a home-screen widget's (a file with a timeline provider or entry and no Live Activity, or a project with no ActivityAttributes). It is checked per \
            view: one on a Text rolls that Text's digits, one on a container (or anything the view \
            applies that is not a Text) counts for every Text of the view, and one outside any view \
            (a modifier in an extension) for every Text of the file; only \
            `Text(member.name)` (optional chaining and a `?? ""` fallback included) and a \
            literal showing such a member (`Text("\\((state.live?.runs ?? 0))/\\(…)")`) in a \
            view file are seen. A name counts when its last word is a counting word or a display \
            word after one (`runs`, `scoreLine`), not when it only mentions one (`targetTeamName`).
            """,
        triggering: [
            // The transition rolls the Text it is attached to, not its neighbour.
            Example("""
                struct SuperOverView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        HStack {
                            Text(state.runs).contentTransition(.numericText())
                            ↓Text(state.wickets)
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/SuperOverView.swift"),
            Example(".animation(.easeInOut(↓duration: 3), value: context.state.scoreLine)",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("withAnimation(.spring(↓duration: 2.5, bounce: 0.2)) { isExpanded = true }",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("""
                struct CompactScoreView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        ↓Text(state.scoreLine)
                            .font(.headline.monospacedDigit())
                        Text(state.oversLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactScoreView.swift"),
            Example("""
                struct TrailingView: View {
                    let state: ScoreActivityAttributes.ContentState
                    var body: some View { ↓Text("\\(state.homeScore)").font(.title2.bold()) }
                }
                """, path: "ios/CricketWidget/LiveActivity/TrailingView.swift"),
            // Another sport's count: a football app's goals, a tennis app's points.
            Example("""
                struct ExpandedPointsView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        HStack {
                            ↓Text(state.expanded.pointsLine)
                                .font(.title3.monospacedDigit())
                            Spacer()
                        }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ExpandedPointsView.swift"),
            // A chained repeat, a ternary's branch, an animation kept in a constant.
            Example(".animation(.linear(↓duration: 2.5).repeatForever(autoreverses: true), value: isPulsing)",
                    path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift"),
            Example(".animation(state.lastEvent == .wicket ? .spring(↓duration: 2.5, bounce: 0.3) : .default, value: state.scoreLine)",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("""
                struct ExpandedBottomView: View {
                    let state: LiveActivityDisplayState
                    private static let scoreAnimation = Animation.easeInOut(↓duration: 3)
                    var body: some View {
                        Text(state.expanded.scoreLine)
                            .contentTransition(.numericText())
                            .animation(Self.scoreAnimation, value: state.expanded.scoreLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ExpandedBottomView.swift"),
            // A transition, but not the numeric one; an optional chain with a fallback.
            Example("""
                struct CompactTrailingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        ↓Text(state.compact.score)
                            .contentTransition(.opacity)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift"),
            Example("""
                struct ExpandedOversView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        ↓Text(state.expanded?.oversText ?? "")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ExpandedOversView.swift"),
            Example(".overlay { WicketBanner().transition(.opacity.animation(.wicketFlash(↓duration: 2.5))) }",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift",
                    options: ["animationCalls": .array((defaultCalls + ["wicketFlash"]).map(JSONValue.string))]),
            Example(".animation(.easeInOut(↓duration: 1.5), value: context.state.oversLine)",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", options: ["maxSeconds": .number(1)]),
            // Runs and wickets joined in one literal, wrapped in parentheses with fallbacks.
            Example("""
                struct CompactLeadingView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        ↓Text("\\((context.state.live?.runs ?? 0))/\\((context.state.live?.wickets ?? 0))")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift"),
            Example("""
                struct ChaseView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { ↓Text(state.requiredRateLine) }
                }
                """, path: "ios/CricketWidget/LiveActivity/ChaseView.swift",
                options: ["countingNames": .array((defaultCounting + ["rate"]).map(JSONValue.string))]),
            // A race's gap to the leader, a delta at a time check: figures that change every update.
            Example("""
                struct CompactTrailingView: View {
                    let state: StageActivityAttributes.ContentState
                    var body: some View { ↓Text(state.leaderGapLabel).font(.caption2.monospacedDigit()) }
                }
                """, path: "ios/PelotonWidget/LiveActivity/CompactTrailingView.swift"),
            // Each view on its own: the leading view rolls its digits, the trailing one does not.
            Example("""
                struct CompactLeadingView: View {
                    let score: String
                    var body: some View { Text(score).contentTransition(.numericText()) }
                }

                struct CompactTrailingView: View {
                    let score: String
                    var body: some View { ↓Text(score).font(.headline.monospacedDigit()) }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactViews.swift"),
        ],
        nonTriggering: homeScreenExamples + [
            // The app's own scoreboard: its folder is named for the widget, the extension's is another.
            Example(#"""
                struct ScoreRow: View {
                    let game: Game
                    var body: some View { Text("\(game.awayScore ?? 0) - \(game.homeScore ?? 0)") }
                }
                """#, path: "ios/SportsWidget/ContentView.swift", trap: .lookAlike, companions: [
                    .init(path: "ios/SportsWidget/SportsWidgetApp.swift", code: "@main\nstruct SportsWidgetApp: App {\n    var body: some Scene { WindowGroup { Text(\"Scores\") } }\n}"),
                    .init(path: "ios/SportsWidgetExtension/SportsWidgetBundle.swift", code: "@main\nstruct SportsWidgetBundle: WidgetBundle {\n    var body: some Widget { ScoresWidget() }\n}"),
                    .init(path: "ios/SportsWidget/Models/Game.swift", code: "struct Game: Codable, Hashable, Sendable { let awayScore: Int?; let homeScore: Int? }"),
                ]),
            // A gap's reason is words, not the figure: its last word is not a display word after a counting one.
            Example("""
                struct GapNoteView: View {
                    let state: StageActivityAttributes.ContentState
                    var body: some View { Text(state.gapReason) }
                }
                """, path: "ios/PelotonWidget/LiveActivity/GapNoteView.swift", trap: .lookAlike),
            // On the container, it rolls every number inside.
            Example("""
                struct SuperOverView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        HStack {
                            Text(state.runs)
                            Text(state.wickets)
                        }
                        .contentTransition(.numericText())
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/SuperOverView.swift", trap: .lookAlike),
            Example("""
                struct CompactScoreView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(state.scoreLine)
                            .contentTransition(.numericText())
                            .animation(.easeOut(duration: 0.3), value: state.scoreLine)
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactScoreView.swift"),
            Example(".animation(.easeOut(duration: 0.3))", path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift",
                    trap: .lookAlike),
            Example("withAnimation(.easeInOut(duration: 3)) { showsScorecard = true }",
                    path: "ios/CricketApp/Views/ScorecardView.swift", trap: .lookAlike),
            Example("""
                struct VenueView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.venueName); Text("Runs \\(state.runsLine)") }
                }
                """, path: "ios/CricketWidget/LiveActivity/VenueView.swift", trap: .lookAlike),
            Example("""
                struct ExpandedOversView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(state.expanded?.venueName ?? "")
                        Text(state.expanded?.oversText ?? "").contentTransition(.numericText())
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/ExpandedOversView.swift", trap: .lookAlike),
            // A name that mentions a counting word is not a number (`targetName`, `scoreboardTitle`).
            Example("""
                struct ChaseTargetView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.targetTeamName); Text("\\(state.scoreboardTitle)") }
                }
                """, path: "ios/CricketWidget/LiveActivity/ChaseTargetView.swift", trap: .lookAlike),
            // A transition the file's own modifier applies to every score it styles.
            Example("""
                struct CompactTrailingView: View {
                    let score: String
                    var body: some View { Text(score).scoreStyle() }
                }

                extension View {
                    func scoreStyle() -> some View { font(.headline.monospacedDigit()).contentTransition(.numericText()) }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactViews.swift", trap: .lookAlike),
            Example("let banner = Banner(duration: 5, text: state.lastEvent)",
                    path: "ios/CricketWidget/LiveActivity/EventBannerView.swift", trap: .lookAlike),
            Example(#"Text("easeIn(duration: 3) is cut at 2 s")"#, path: "ios/CricketWidget/LiveActivity/HelpView.swift",
                    trap: .inString),
            Example("// .animation(.linear(duration: 4)) looked better but is capped", path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift",
                    trap: .inComment),
        ]) }

    static let defaultCalls = ["animation", "withAnimation", "spring", "interpolatingSpring", "interactiveSpring", "easeIn",
                               "easeOut", "easeInOut", "linear", "timingCurve", "smooth", "snappy", "bouncy"]
    // Across the sports the product covers: cricket, golf, tennis, football, rugby, darts, racing
    // (a gap to the leader, a delta at a time check, the interval to the car ahead).
    static let defaultCounting = ["score", "scores", "runs", "wickets", "overs", "balls", "target", "total", "par", "strokes", "holes",
                                  "points", "goals", "games", "sets", "legs", "tries", "laps", "gap", "gaps", "delta", "interval"]

    let calls: [String]
    let maxSeconds: Double
    let counting: Set<String>

    static let animationCallsOption = Option<[String]>(RuleOption("animationCalls", default: .array(defaultCalls.map(JSONValue.string)),
        help: "Animation calls whose `duration:` argument is checked."))
    static let maxSecondsOption = Option<Int>(RuleOption("maxSeconds", default: .number(2), kind: .integer(0...60), help: "The longest animation duration allowed, in seconds."))
    static let countingNamesOption = Option<[String]>(RuleOption("countingNames", default: .array(defaultCounting.map(JSONValue.string)),
        help: "Words that, as a word of a member's name (`scoreLine`, `oversText`), mark a counting number."))

    public init(options: RuleOptions) {
        calls = options[Self.animationCallsOption]
        maxSeconds = Double(options[Self.maxSecondsOption])
        counting = Set(options[Self.countingNamesOption].map { $0.lowercased() })
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        var countingTexts: [(text: Int, name: Int)] = []
        var numericTexts: [Int] = []
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            if file.is(i, "duration"), let seconds = literalSeconds(afterLabel: i, in: file), seconds > maxSeconds,
               let callee = file.enclosingCall(of: i), file.isOne(callee, of: calls) {
                findings.report(file, at: i, durationMessage(seconds))
            } else if file.is(i, "numericText") {
                numericTexts.append(i)
            } else if context.roles.contains(.view), file.is(i, "Text"), !file.isMemberAccess(i),
                      let name = countingMember(inTextAt: i, file: file) {
                countingTexts.append((i, name))
            }
        }
        guard !countingTexts.isEmpty, !isHomeScreenWidgetView(context) else { return }
        // Each view is asked on its own: a transition in one view does not roll another's digits.
        // One elsewhere (a modifier, an extension) may be what every view applies: the file is covered.
        // Each View type's body, innermost last (declarations come in source order).
        let views: [Range<Int>] = file.swiftTypeDeclarations().compactMap { type in
            guard type.kind != .extension, let open = type.bodyOpen, type.inherited.contains(where: { file.is($0, "View") }) else { return nil }
            return open..<(type.bodyClose ?? file.tokens.count)
        }
        func view(holding i: Int) -> Range<Int>? { views.last { $0.contains(i) } }
        if numericTexts.contains(where: { view(holding: $0) == nil }) { return }
        let tree = file.syntax
        // `Text(state.leaderLine).contentTransition(.numericText())` rolls that Text's digits only;
        // one on a container, or on what the file cannot follow, covers the whole view.
        func textRolled(by numeric: Int) -> SyntaxID? {
            guard let transition = tree.ancestors(tree.node(atToken: numeric)).first(where: { tree.kind($0) == .call && tree.isNamed($0, "contentTransition") })
            else { return nil }
            var base = tree.firstChild(transition)
            while let b = base, tree.kind(b) == .member || tree.kind(b) == .call {
                if tree.kind(b) == .call, tree.isNamed(b, "Text") { return b }
                base = tree.firstChild(b)
            }
            return nil
        }
        func isRolled(_ text: Int) -> Bool {
            tree.ancestors(tree.node(atToken: text)).contains { tree.kind($0) == .call && tree.isNamed($0, "contentTransition") }
        }
        var reported: Set<Int> = []
        for shown in countingTexts {
            let owner = view(holding: shown.text)
            if let owner, numericTexts.contains(where: { owner.contains($0) && (textRolled(by: $0) == nil || isRolled(shown.text)) }) { continue }
            if owner == nil, !numericTexts.isEmpty { continue }
            // One finding per view: its first number without the transition.
            if reported.insert(owner?.lowerBound ?? -1).inserted {
                findings.report(file, at: shown.text, Self.numericMessage(file.text(shown.name)))
            }
        }
    }

    /// `duration: 2.5` followed by `,` or `)`: the literal's value.
    private func literalSeconds(afterLabel i: Int, in file: SourceFile) -> Double? {
        guard let colon = file.nextSignificant(after: i), file.kind(colon) == .colon,
              let number = file.nextSignificant(after: colon), file.kind(number) == .number,
              let after = file.kind(after: number), after == .comma || after == .closeParen else { return nil }
        return Double(file.text(number).filter { $0 != "_" })
    }

    /// In `Text(state.scoreLine)`, `Text(context.state.runs, format: …)` or `Text("\(state.runs)")`,
    /// the member whose name has a counting word.
    private func countingMember(inTextAt i: Int, file: SourceFile) -> Int? {
        guard let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen,
              let first = file.nextSignificant(after: paren) else { return nil }
        if file.kind(first) == .stringStart {
            // Each value the literal shows: `"\(state.runs)"`, `"\((state.live?.runs ?? 0))/\(…)"`.
            // Only numbers and separators: a label with words (`"Runs \(…)"`) reads as a caption.
            if file.ownText(ofStringAt: first).contains(where: \.isLetter) { return nil }
            for open in file.interpolations(ofStringAt: first) {
                guard var inner = file.nextSignificant(after: open) else { continue }
                if file.kind(inner) == .openParen, let next = file.nextSignificant(after: inner) { inner = next }
                if let name = countingChain(from: inner, ends: [.interpolationEnd, .closeParen, .comma], in: file) { return name }
            }
            return nil
        }
        return countingChain(from: first, ends: [.closeParen, .comma], in: file)
    }

    /// The last name of the chain starting at `first` when the chain is the whole value (then
    /// one of `ends`, or a `??` fallback) and the name is a counting number: its last word is a
    /// counting word (`runs`), or a display word after one (`scoreLine`, `oversText`), not a
    /// name that only mentions one (`tempTargetName`).
    private func countingChain(from first: Int, ends: [TokenKind], in file: SourceFile) -> Int? {
        // A bare name (`Text(score)`, a view's own property) counts as a chain of one.
        guard let last = chainEnd(from: first, in: file), last != first || file.text(first).first?.isLowercase == true,
              let next = file.nextSignificant(after: last),
              ends.contains(file.kind(next)) || file.kind(next) == .operator && file.is(next, "??") else { return nil }
        let parts = Words.split(identifier: file.text(last))
        guard let final = parts.last else { return nil }
        if counting.contains(final) { return last }
        return Self.displayWords.contains(final) && parts.dropLast().contains { counting.contains($0) } ? last : nil
    }

    /// Last words of a name that show the number before them (`scoreLine`, `runsText`).
    static let displayWords: Set<String> = ["line", "text", "label", "string", "value", "display", "count", "summary"]

    /// The last name of `a.b.c`, through optional chaining (`state.expanded?.oversText`).
    private func chainEnd(from first: Int, in file: SourceFile) -> Int? {
        guard var last = file.lastName(ofChainStartingAt: first) else { return nil }
        while var next = file.nextSignificant(after: last) {
            while file.kind(next) == .operator, file.is(next, "?") || file.is(next, "!"),
                  let after = file.nextSignificant(after: next) {
                next = after
            }
            guard file.kind(next) == .dot, let name = file.nextSignificant(after: next), file.kind(name) == .identifier,
                  let end = file.lastName(ofChainStartingAt: name) else { break }
            last = end
        }
        return last
    }

    func durationMessage(_ seconds: Double) -> String {
        "This widget animation lasts \(Self.shown(seconds)) s, over the \(Self.shown(maxSeconds)) s limit for Live Activities; shorten it."
    }

    private static func shown(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }

    static func numericMessage(_ name: String) -> String {
        "This view shows \(name) without .contentTransition(.numericText()); add it so the digits roll."
    }
}
