// Flags heavy work inside a view's body: formatters, sorting, reducing, grouping, decoding.

import UmpireCore
import UmpireRuleSupport

public struct ViewBodyComputation: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "view-body-computation", area: .iosSwift, languages: [.swift], roles: [.view, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: "Heavy computation inside a view's body",
        rationale: """
            SwiftUI evaluates body on every state change, many times a second while a score \
            animates. Creating formatters, sorting, reducing, grouping or chaining filter and map there \
            repeats that work each time and drops frames; the backend can send the list in \
            display order, and anything left belongs in a cached property or the view model.
            """,
        fix: "Move the work out of body: into the backend's display state, a stored property, or the view model.",
        options: [actionClosuresOption.declaration],
        limitations: "Only the body property is read; work in closures that run on an event (.task, .onAppear, a button's action) is allowed.",
        triggering: [
            Example("""
                struct BattingCardView: View {
                    let batters: [BatterLine]
                    var body: some View {
                        ForEach(batters.↓sorted { $0.order < $1.order }) { BatterRow(line: $0) }
                    }
                }
                """),
            Example("""
                struct TotalsView: View {
                    let overs: [OverSummary]
                    var body: some View {
                        Text(overs.↓filter { $0.isMaiden }.map(\\.label).joined(separator: ", "))
                        Text(↓NumberFormatter().string(from: 3) ?? "")
                    }
                }
                """),
            // Wickets grouped by bowler in the body: every ball hashed again on every render.
            Example("""
                struct BowlingFiguresView: View {
                    let wickets: [FallOfWicket]
                    var body: some View {
                        ↓let byBowler = Dictionary(grouping: wickets, by: \\.bowlerID).mapValues(\\.count)
                        Text("\\(byBowler.count) bowlers")
                    }
                }
                """),
            // A reduce in an interpolation, a formatter as a local, a sort over several lines, optional chaining.
            Example("""
                struct PartnershipView: View {
                    let batters: [BatterLine]
                    var body: some View {
                        Text("\\(batters.↓reduce(0) { $0 + $1.runs })")
                    }
                }
                """),
            Example("""
                struct FixturesView: View {
                    let fixtures: [Fixture]
                    var body: some View {
                        ↓let formatter = DateFormatter()
                        List(fixtures) { Text(formatter.string(from: $0.start)) }
                    }
                }
                """),
            // A local the body computes, over several lines: reported once, where it is declared.
            Example("""
                struct ResultsView: View {
                    let groups: [RoundGroup]
                    var body: some View {
                        ForEach(groups, id: \\.competitionId) { group in
                            ↓let byRound = Dictionary(grouping: group.matches, by: { $0.round })
                                .sorted { $0.key < $1.key }
                                .filter { !$0.value.isEmpty }
                                .map { RoundRow(round: $0.key, matches: $0.value) }
                            ForEach(byRound) { RoundView(row: $0) }
                        }
                    }
                }
                """),
            Example("""
                struct TopBowlersView: View {
                    let bowlers: [BowlerLine]
                    var body: some View {
                        ForEach(
                            bowlers
                                .↓sorted(by: { $0.wickets > $1.wickets })
                                .prefix(3)
                        ) { BowlerRow(line: $0) }
                    }
                }
                """),
            Example("""
                struct ScorecardView: View {
                    let state: MatchDisplayState?
                    var body: some View {
                        ForEach(state?.batters.↓sorted { $0.order < $1.order } ?? []) { BatterRow(line: $0) }
                    }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                struct BattingCardView: View {
                    let batters: [BatterLine]
                    var body: some View { ForEach(batters) { BatterRow(line: $0) } }
                }
                """),
            Example("""
                struct BattingCardView: View {
                    let batters: [BatterLine]
                    private var ordered: [BatterLine] { batters.sorted { $0.order < $1.order } }
                    var body: some View { ForEach(ordered) { BatterRow(line: $0) } }
                }
                """, trap: .lookAlike),
            Example("""
                struct RecentOversView: View {
                    let overs: [OverSummary]
                    var body: some View {
                        ForEach(overs.suffix(6)) { OverRow(over: $0) }
                            .animation(.snappy, value: overs.count)
                    }
                }
                """, trap: .lookAlike),
            Example("""
                struct StrikerView: View {
                    let batters: [BatterLine]
                    var body: some View { ForEach(batters.filter(\\.isOnStrike)) { BatterRow(line: $0) } }
                }
                """, trap: .lookAlike),
            Example("""
                struct FixturesView: View {
                    @State private var counts: [String: Int] = [:]
                    let leagues: [League]
                    var body: some View {
                        List(leagues) { LeagueRow(league: $0) }
                            .onAppear { counts = leagues.reduce(into: [:]) { $0[$1.id] = $1.matches.count } }
                    }
                }
                """, trap: .lookAlike),
            Example("""
                struct MatchCenterView: View {
                    @State private var innings: [Innings] = []
                    var body: some View {
                        ScoreboardView(innings: innings)
                            .onContinueUserActivity(MatchActivity.viewMatch) { activity in
                                innings = (activity.userInfo?["innings"] as? [Innings] ?? []).sorted { $0.number < $1.number }
                            }
                    }
                }
                """, trap: .lookAlike, options: ["actionClosures": .array(["onAppear", "task", "onChange", "action", "onContinueUserActivity"]
                    .map(JSONValue.string))]),
            Example("struct HintView: View {\n    var body: some View { Text(\"sorted { $0 < $1 } in body is slow\") }\n}", trap: .inString),
            Example("struct HintView: View {\n    var body: some View {\n        // batters.sorted { … } moved to the backend\n        EmptyView()\n    }\n}", trap: .inComment),
        ]) }

    let actions: [String]

    static let actionClosuresOption = Option<[String]>(RuleOption("actionClosures", default: .array(["onAppear", "onDisappear", "task", "onChange", "onReceive",
        "onTapGesture", "onLongPressGesture", "refreshable", "onSubmit",
        "onOpenURL", "action", "perform"].map(JSONValue.string)),
                             help: "Modifiers and labels whose closures run on an event rather than on every render."))

    public init(options: RuleOptions) {
        actions = options[Self.actionClosuresOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        var reported: Set<Int> = []
        for body in file.viewBodyRanges() {
            for i in body where file.kind(i) == .identifier {
                guard isHeavy(i, in: file), !isInAction(i, in: file) else { continue }
                // A local the body computes (`let byRound = Dictionary(grouping: …)\n.sorted { … }`)
                // is reported at its declaration, once however many steps its chain takes.
                let anchor = localDeclaration(holding: i, in: file) ?? i
                let name = file.is(i, "Dictionary") ? "Dictionary(grouping:)" : file.text(i)
                if reported.insert(anchor).inserted { findings.report(file, at: anchor, Self.message(name)) }
            }
        }
    }

    /// The `let`/`var` of a local declared in a body (or a builder's closure) whose value holds
    /// token `i`.
    private func localDeclaration(holding i: Int, in file: SourceFile) -> Int? {
        let tree = file.syntax
        for ancestor in tree.ancestors(tree.node(atToken: i)) {
            switch tree.kind(ancestor) {
            case .variable:
                guard let parent = tree.parent(ancestor), [.block, .closure].contains(tree.kind(parent)) else { return nil }
                return Int(tree[ancestor].first)
            case .block, .closure, .function, .typeDeclaration:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    /// Inside `.onAppear { … }`, `.task { … }` or `Button(action: { … })`: the closure runs on
    /// an event, not on every render.
    private func isInAction(_ i: Int, in file: SourceFile) -> Bool {
        for opener in file.openers(around: i) where file.kind(opener) == .openBrace {
            guard var before = file.previousSignificant(before: opener) else { continue }
            if file.kind(before) == .closeParen, let open = file.partner(of: before), let callee = file.callee(ofOpenParen: open) {
                before = callee
            } else if file.kind(before) == .colon, let label = file.previousSignificant(before: before) {
                before = label
            }
            if file.kind(before) == .identifier, file.isOne(before, of: actions) { return true }
        }
        return false
    }

    private func isHeavy(_ i: Int, in file: SourceFile) -> Bool {
        guard let next = file.nextSignificant(after: i) else { return false }
        let called = file.kind(next) == .openParen || file.kind(next) == .openBrace
        if file.isMemberAccess(i) {
            if file.isOne(i, of: ["sorted", "reduce"]) { return called }
            // `filter { … }.map` or `filter(…).compactMap`: two passes built on every render.
            if file.is(i, "filter"), called, let close = file.partner(of: next),
               let dot = file.nextSignificant(after: close), file.kind(dot) == .dot,
               let after = file.nextSignificant(after: dot) {
                return file.isOne(after, of: ["map", "compactMap", "flatMap"])
            }
            return false
        }
        // `Dictionary(grouping: events, by: \.teamId)`: every item hashed into groups, on every render.
        if file.is(i, "Dictionary"), file.kind(next) == .openParen, let label = file.nextSignificant(after: next), file.is(label, "grouping") {
            return true
        }
        let name = file.text(i)
        return file.kind(next) == .openParen && (name.hasSuffix("Formatter") || name == "JSONDecoder")
    }

    static func message(_ name: String) -> String {
        "body runs \(name) on every update; compute it once outside body, or have the backend send it ready."
    }
}
