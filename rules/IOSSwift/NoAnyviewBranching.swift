// Flags view builders that branch and erase each branch with AnyView.

import UmpireCore
import UmpireRuleSupport

public struct NoAnyviewBranching: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "no-anyview-branching", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A branching view function that wraps its branches in AnyView",
        rationale: """
            AnyView hides the view's type from SwiftUI, so it cannot tell which branch changed: \
            it rebuilds the whole subtree, loses state and animations, and diffs slower. \
            @ViewBuilder keeps each branch's type in a _ConditionalContent and costs nothing.
            """,
        fix: "Mark the function or property @ViewBuilder, drop `return AnyView(…)`, and write the branches directly.",
        // Unsafe: the views shown stay the same, but SwiftUI sees each branch's type, so state and
        // transitions when a branch changes follow _ConditionalContent rather than AnyView (the
        // reason for the rule, and a visible change). A declared `AnyView` becomes `some View`,
        // and code in other files that stores or passes the result as AnyView stops compiling.
        // Offered only when the body is if/else, switch, or ifs that return early followed by a
        // last return, every branch exactly `return AnyView(…)` (a result builder takes no
        // return, guard, ternary or other statement), so the builder shows one branch as before,
        // and each view has a concrete type: a type's initializer or a name the file declares
        // with one (an `any StoryView` from a call needs its AnyView).
        fixes: .unsafe,
        triggerWords: ["AnyView"],
        limitations: """
            Flags a function or property whose body branches and returns AnyView at least twice; \
            a single AnyView that erases an existential (`any ScoreCard`) is left alone.
            """,
        triggering: [
            Example("""
                private func ↓badge(for state: MatchCardState) -> some View {
                    if state.isLive {
                        return AnyView(LiveBadge())
                    }
                    return AnyView(EmptyView())
                }
                """, corrected: """
                @ViewBuilder
                private func badge(for state: MatchCardState) -> some View {
                    if state.isLive {
                        LiveBadge()
                    } else {
                        EmptyView()
                    }
                }
                """),
            Example("""
                var ↓footer: AnyView {
                    switch layout {
                    case .compact: return AnyView(CompactFooter())
                    case .regular: return AnyView(RegularFooter(state: state))
                    }
                }
                """, corrected: """
                @ViewBuilder
                var footer: some View {
                    switch layout {
                    case .compact: CompactFooter()
                    case .regular: RegularFooter(state: state)
                    }
                }
                """),
            Example("""
                private func ↓statusBadge(for phase: MatchPhase) -> some View {
                    if phase == .live { return AnyView(LiveBadge()) }
                    if phase == .completed { return AnyView(ResultBadge(result: state.resultLine)) }
                    return AnyView(Text(state.startTimeLine))
                }
                """, corrected: """
                @ViewBuilder
                private func statusBadge(for phase: MatchPhase) -> some View {
                    if phase == .live { LiveBadge() }
                    else if phase == .completed { ResultBadge(result: state.resultLine) }
                    else { Text(state.startTimeLine) }
                }
                """),
            Example("""
                struct InningsCardView: View {
                    let innings: InningsSummary?
                    var ↓body: some View {
                        if let innings {
                            if innings.isDeclared {
                                return AnyView(DeclaredRow(innings: innings))
                            } else {
                                return AnyView(InningsRow(innings: innings))
                            }
                        } else {
                            return AnyView(YetToBatRow())
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/InningsCardView.swift", corrected: """
                struct InningsCardView: View {
                    let innings: InningsSummary?
                    @ViewBuilder
                    var body: some View {
                        if let innings {
                            if innings.isDeclared {
                                DeclaredRow(innings: innings)
                            } else {
                                InningsRow(innings: innings)
                            }
                        } else {
                            YetToBatRow()
                        }
                    }
                }
                """),
            Example("""
                struct LiveHighlight: ViewModifier {
                    let isLive: Bool
                    func ↓body(content: Content) -> some View {
                        if !isLive {
                            return AnyView(content)
                        }
                        return AnyView(
                            content
                                .overlay(alignment: .topTrailing) { LiveBadge() }
                                .animation(.easeInOut, value: isLive)
                        )
                    }
                }
                """, path: "ios/CricketApp/Views/Modifiers/LiveHighlight.swift", corrected: """
                struct LiveHighlight: ViewModifier {
                    let isLive: Bool
                    @ViewBuilder
                    func body(content: Content) -> some View {
                        if !isLive {
                            content
                        } else {
                            content
                                .overlay(alignment: .topTrailing) { LiveBadge() }
                                .animation(.easeInOut, value: isLive)
                        }
                    }
                }
                """),
            // No fix: a ternary and a guard have no result-builder form to keep, and a view from
            // another object's method may be an existential (`any ScoreCard`) that needs its AnyView.
            Example("""
                private var ↓liveBadge: some View {
                    return state.isLive ? AnyView(LiveBadge()) : AnyView(EmptyView())
                }
                """),
            Example("""
                func ↓scoreRow(for innings: InningsSummary?) -> AnyView {
                    guard let innings else { return AnyView(Text(state.yetToBatLine)) }
                    return AnyView(InningsRow(innings: innings))
                }
                """),
            Example("""
                func ↓card(at index: Int) -> AnyView {
                    if index < cardSource.count {
                        return AnyView(cardSource.card(for: index))
                    }
                    return AnyView(EmptyView())
                }
                """),
        ],
        nonTriggering: [
            Example("""
                @ViewBuilder
                private func badge(for state: MatchCardState) -> some View {
                    if state.isLive { LiveBadge() } else { EmptyView() }
                }
                """),
            Example("let erased: [AnyView] = pages.map { AnyView($0) }", trap: .lookAlike),
            Example("var content: some View { AnyView(ScoreboardView(state: state)) }", trap: .lookAlike),
            Example("""
                var body: some View {
                    if isLoading { ProgressView() }
                    AnyView(selectedTab.makeView(state: state))
                }
                """, trap: .lookAlike),
            Example("""
                func page(at index: Int) -> AnyView {
                    if index == selectedIndex { analytics.pageShown(index) }
                    return AnyView(pages[index].makeView())
                }
                """, trap: .lookAlike),
            Example(#"let note = "if live { return AnyView(LiveBadge()) }""#, trap: .inString),
            Example("// if live { return AnyView(LiveBadge()) } — replaced by @ViewBuilder", trap: .inComment),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Each body's AnyView results, in order: one erased result is a type-erased value, two
        // or more are branches erased to share a return type.
        var results: [Int: [Int]] = [:]
        var bodies: [Int] = []
        for i in file.tokens.indices where file.isIdentifier(i, "AnyView") && file.kind(after: i) == .openParen {
            guard isBranchResult(i, in: file), !context.isInPreview(i), let body = declarationBody(around: i, in: file) else { continue }
            if results[body] == nil { bodies.append(body) }
            results[body, default: []].append(i)
        }
        for body in bodies {
            guard let erased = results[body], erased.count >= 2, let end = file.partner(of: body),
                  branches(body...end, in: file) else { continue }
            // Where it is declared, which the fix rewrites: the erased results are its branches.
            findings.report(file, at: declaredName(ofBody: body, in: file) ?? erased[0], Self.message, fix: fix(body, in: context))
        }
    }

    /// The name of the function or computed property whose body opens at `brace`.
    private func declaredName(ofBody brace: Int, in file: SourceFile) -> Int? {
        let tree = file.syntax
        let block = tree.node(atToken: brace)
        guard tree.kind(block) == .block, Int(tree[block].first) == brace, let owner = tree.parent(block),
              [.function, .binding].contains(tree.kind(owner)), tree[owner].name >= 0 else { return nil }
        return Int(tree[owner].name)
    }

    /// `return AnyView(…)`, `case .x: AnyView(…)`, or the sole content of an `if`/`else` block:
    /// an AnyView that is one branch's result, not a view that happens to sit near an `if`.
    private func isBranchResult(_ i: Int, in file: SourceFile) -> Bool {
        guard let before = file.previousSignificant(before: i) else { return false }
        if file.is(before, "return") { return true }
        // `isLive ? AnyView(LiveBadge()) : AnyView(EmptyView())`: both arms of a ternary.
        if file.kind(before) == .operator, file.is(before, "?"), file.tokens[before - 1].kind == .whitespace { return true }
        if file.kind(before) == .colon, isTernaryElse(before, in: file) { return true }
        if file.kind(before) == .colon || file.kind(before) == .openBrace,
           let opener = file.enclosingOpener(of: i), file.kind(opener) == .openBrace {
            var j = file.previousSignificant(before: opener)
            while let k = j, ![.openBrace, .closeBrace, .semicolon].contains(file.kind(k)) {
                if file.kind(k) == .keyword, file.isOne(k, of: ["if", "else", "switch"]) { return true }
                j = file.previousSignificant(before: k)
            }
        }
        return false
    }

    /// The `:` of a ternary whose `?` arm is an AnyView: `? AnyView(…) : `.
    private func isTernaryElse(_ colon: Int, in file: SourceFile) -> Bool {
        guard let end = file.previousSignificant(before: colon), file.kind(end) == .closeParen, let open = file.partner(of: end),
              let callee = file.previousSignificant(before: open), file.isIdentifier(callee, "AnyView"),
              let question = file.previousSignificant(before: callee) else { return false }
        return file.kind(question) == .operator && file.is(question, "?")
    }

    /// The body brace of the function or computed property containing `i` (not a closure).
    private func declarationBody(around i: Int, in file: SourceFile) -> Int? {
        for opener in file.openers(around: i) where file.kind(opener) == .openBrace {
            var j = file.previousSignificant(before: opener)
            var steps = 0
            while let k = j, steps < 40 {
                steps += 1
                if file.kind(k) == .keyword, file.isOne(k, of: ["func", "var", "get"]) { return opener }
                if file.is(k, "get") { return opener }
                if [.openBrace, .closeBrace, .semicolon, .operator].contains(file.kind(k)), !file.is(k, "->") { break }
                if file.kind(k) == .keyword, file.isOne(k, of: ["in", "return", "if", "else", "switch", "case"]) { break }
                j = (file.kind(k) == .closeParen || file.kind(k) == .closeBracket)
                    ? file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
                    : file.previousSignificant(before: k)
            }
        }
        return nil
    }

    func branches(_ range: ClosedRange<Int>, in file: SourceFile) -> Bool {
        range.contains { k in
            (file.kind(k) == .keyword && (file.is(k, "if") || file.is(k, "switch") || file.is(k, "guard")))
                || (file.kind(k) == .operator && file.is(k, "?") && file.tokens[k - 1].kind == .whitespace)
        }
    }

    static let message = "AnyView erases this view's branches; mark the builder @ViewBuilder and return the views directly."
}
