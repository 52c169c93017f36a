// Flags .onAppear closures that start a Task instead of using .task { }.

import UmpireCore

public struct NoOnappearTask: Rule {
    public static let description = RuleDescription(
        id: "no-onappear-task", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: ".onAppear { Task { … } } instead of .task { }",
        rationale: """
            A Task started in onAppear lives on after the view disappears: a match screen that \
            is popped keeps polling, and its result can land on a view that is gone. The .task \
            modifier starts the same work and SwiftUI cancels it when the view goes away.
            """,
        fix: "Move the async work into `.task { … }` (or `.task(id:)` to restart it when a value changes).",
        triggerWords: ["onAppear"],
        triggering: [
            Example("""
                ScoreboardView(state: viewModel.state)
                    .↓onAppear {
                        Task { await viewModel.load(matchID: matchID) }
                    }
                """),
            Example("""
                .↓onAppear(perform: {
                    analytics.screenViewed("scorecard")
                    Task(priority: .userInitiated) { await viewModel.refresh() }
                })
                """),
            // A load only on first appearance, a detached prefetch, a method named by `perform:`.
            Example("""
                .↓onAppear {
                    if viewModel.state == nil {
                        Task { await viewModel.load() }
                    }
                }
                """),
            Example(".↓onAppear { Task.detached(priority: .background) { await clipCache.prefetch(matchIDs) } }"),
            Example("""
                struct FixturesView: View {
                    @Environment(\\.fixtureService) private var fixtureService
                    var body: some View {
                        List(fixtureService.fixtures) { FixtureRow(fixture: $0) }
                            .↓onAppear(perform: loadFixtures)
                    }
                    private func loadFixtures() {
                        Task { await fixtureService.load() }
                    }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                ScoreboardView(state: viewModel.state)
                    .task { await viewModel.load(matchID: matchID) }
                """),
            Example(".onAppear { withAnimation(.easeOut) { isExpanded = true } }", trap: .lookAlike),
            Example("""
                .onAppear {
                    refreshButton.action = { Task { await viewModel.refresh() } }
                }
                """, trap: .lookAlike),
            Example(".onDisappear { Task { await viewModel.stopPolling() } }", trap: .lookAlike),
            // Local UI state on appearance: a scroll position, a first-appearance flag.
            Example("""
                struct OverStripView: View {
                    @State private var hasAppeared = false
                    @State private var position = ScrollPosition(idType: String.self)
                    let state: MatchDisplayState
                    var body: some View {
                        ScrollView(.horizontal) { OverStrip(overs: state.recentOvers) }
                            .scrollPosition($position)
                            .onAppear(perform: showCurrentOver)
                            .onAppear { if !hasAppeared { hasAppeared = true } }
                    }
                    private func showCurrentOver() { position.scrollTo(id: state.currentOverID) }
                }
                """, trap: .lookAlike),
            Example("""
                .onAppear {
                    pollTask?.cancel()
                    pollTask = Task { await viewModel.poll() }
                }
                .onDisappear { pollTask?.cancel() }
                """, trap: .lookAlike),
            Example(#"let tip = ".onAppear { Task { } } leaks work""#, trap: .inString),
            Example("// .onAppear { Task { await load() } } — replaced by .task", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "onAppear"), file.isMemberAccess(i), let body = closureBody(after: i, in: file),
                  let end = file.partner(of: body), startsTask(in: body, end: end, file: file) else { continue }
            findings.report(file, at: i, Self.message)
        }
    }

    /// The `{` of `.onAppear { … }` or `.onAppear(perform: { … })`, or of the body of the method
    /// named in `.onAppear(perform: load)` when the same type declares it.
    private func closureBody(after name: Int, in file: LexedFile) -> Int? {
        guard let next = file.nextSignificant(after: name) else { return nil }
        if file.kind(next) == .openBrace { return next }
        guard file.kind(next) == .openParen, let label = file.firstArgumentLabel(ofOpenParen: next),
              file.is(label, "perform"), let colon = file.nextSignificant(after: label),
              let value = file.nextSignificant(after: colon) else { return nil }
        if file.kind(value) == .openBrace { return value }
        guard file.kind(value) == .identifier, file.nextSignificant(after: value) == file.partner(of: next) else { return nil }
        return methodBody(named: file.text(value), around: name, in: file)
    }

    /// The body of `func name()` in the innermost type around `i`.
    private func methodBody(named name: String, around i: Int, in file: LexedFile) -> Int? {
        for type in file.swiftTypeDeclarations().reversed() {
            guard let open = type.bodyOpen, let close = type.bodyClose, open < i, i < close else { continue }
            return file.members(of: type).first { member in
                member.kind == .func && member.name.map { file.text($0) == name } == true
            }?.bodyOpen
        }
        return nil
    }

    /// Whether a statement in the closure, directly or in its `if`/`guard`/`else` blocks (not in a
    /// nested closure), is `Task {`, `Task(…) {` or `Task.detached {`.
    private func startsTask(in body: Int, end: Int, file: LexedFile) -> Bool {
        var j = body + 1
        while j < end {
            // `loadTask = Task { … }` keeps a handle to cancel: a deliberate pattern, not a leak.
            if file.isIdentifier(j, "Task"), isDirectlyIn(body, j, file: file), !file.isMemberAccess(j),
               file.previousSignificant(before: j).map({ !file.is($0, "=") }) ?? true,
               var next = file.nextSignificant(after: j) {
                if file.kind(next) == .dot, let detached = file.nextSignificant(after: next), file.is(detached, "detached"),
                   let after = file.nextSignificant(after: detached) {
                    next = after
                }
                if file.kind(next) == .openParen, let close = file.partner(of: next), let after = file.nextSignificant(after: close) {
                    next = after
                }
                if file.kind(next) == .openBrace { return true }
            }
            j += 1
        }
        return false
    }

    /// Whether every brace between `body` and token `j` opens a control-flow block (`if`, `guard …
    /// else`, `else`, `do`), so `j` runs when the closure does.
    private func isDirectlyIn(_ body: Int, _ j: Int, file: LexedFile) -> Bool {
        var opener = file.enclosingOpener(of: j)
        while let open = opener, open != body {
            guard file.kind(open) == .openBrace, opensControlBlock(open, in: file) else { return false }
            opener = file.enclosingOpener(of: open)
        }
        return opener == body
    }

    private func opensControlBlock(_ brace: Int, in file: LexedFile) -> Bool {
        var j = file.previousSignificant(before: brace)
        while let k = j {
            switch file.kind(k) {
            case .openBrace, .closeBrace, .semicolon: return false
            case .keyword where file.isOne(k, of: ["if", "guard", "else", "do"]): return true
            case .closeParen, .closeBracket: j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
            default: j = file.previousSignificant(before: k)
            }
        }
        return false
    }

    static let message = "This .onAppear starts a Task that outlives the view; move the work into .task { }, which SwiftUI cancels."
}
