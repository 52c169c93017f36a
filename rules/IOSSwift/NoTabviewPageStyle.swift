// Flags TabView paging styles; ADR-010 pages with a horizontal ScrollView instead.

import UmpireCore
import UmpireRuleSupport

public struct NoTabviewPageStyle: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "no-tabview-page-style", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A TabView styled with .page or PageTabViewStyle",
        rationale: """
            Paged TabViews rebuild their pages eagerly, fight with vertical scroll views inside \
            them and cannot snap to partial widths. ADR-010 settled on ScrollView(.horizontal) \
            with .scrollTargetBehavior(.paging) for the match carousel and innings pages. A watchOS \
            target's code (a `… Watch App` folder, or a file importing WatchKit) is left alone: \
            paging is that platform's idiom, and the bug is iOS's.
            """,
        fix: "Use `ScrollView(.horizontal)` with `.scrollTargetLayout()` and `.scrollTargetBehavior(.paging)`.",
        triggerWords: ["tabViewStyle"],
        triggering: [
            Example("""
                TabView(selection: $selectedInnings) {
                    ForEach(state.innings) { InningsCard(innings: $0) }
                }
                .↓tabViewStyle(.page(indexDisplayMode: .never))
                """),
            Example("TabView { pages }.↓tabViewStyle(PageTabViewStyle())"),
            Example(".↓tabViewStyle(.page)"),
        ],
        nonTriggering: [
            Example("""
                ScrollView(.horizontal) {
                    LazyHStack { ForEach(state.matches) { MatchCard(match: $0) } }
                        .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                """),
            Example("TabView { LiveTab(); FixturesTab() }.tabViewStyle(.sidebarAdaptable)", trap: .lookAlike),
            Example(".indexViewStyle(.page(backgroundDisplayMode: .always))", trap: .lookAlike),
            Example(#"let note = "never .tabViewStyle(.page) — see ADR-010""#, trap: .inString),
            Example("// .tabViewStyle(.page) was removed in ADR-010", trap: .inComment),
            // The Watch app pages its scoreboard the watchOS way.
            Example("TabView(selection: $screen) { ScoreScreen().tag(0); PointEntry().tag(1) }.tabViewStyle(.page)",
                    path: "ios/Scorer Watch App/ScorerTabs.swift", trap: .lookAlike),
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard !Self.isWatchCode(context) else { return }
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "tabViewStyle"), file.isMemberAccess(i),
                  let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen,
                  let first = file.nextSignificant(after: paren) else { continue }
            let isPage: Bool
            if file.kind(first) == .dot, let name = file.nextSignificant(after: first) {
                isPage = file.is(name, "page")
            } else {
                isPage = file.is(first, "PageTabViewStyle")
            }
            if isPage { findings.report(file, at: i, Self.message) }
        }
    }

    /// A watchOS target's code: a paged TabView is that platform's own idiom, and the bug ADR-010
    /// works around is iOS's. Known by its folder (`TennisWatch App/`, `ScoresWatchKit Extension/`,
    /// `GameTrackerWatchPackage/`) or by importing WatchKit.
    static func isWatchCode(_ context: RuleContext) -> Bool {
        let folders = context.rolePath.split(separator: "/").dropLast()
        if folders.contains(where: { $0.contains("watchOS") || $0.contains("Watch") && ["App", "Extension", "Kit", "Package"].contains(where: $0.hasSuffix) }) {
            return true
        }
        return context.file.imports(anyOf: ["WatchKit"])
    }

    static let message = "Paged TabView is replaced by ScrollView(.horizontal) with .scrollTargetBehavior(.paging) (ADR-010)."
}
