// Flags .onAppear closures that start a Task instead of using .task { }.

import UmpireCore
import UmpireRuleSupport

public struct NoOnappearTask: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "no-onappear-task", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: ".onAppear { Task { … } } instead of .task { }",
        rationale: """
            A Task started in onAppear lives on after the view disappears: a match screen that \
            is popped keeps polling, and its result can land on a view that is gone. The .task \
            modifier starts the same work and SwiftUI cancels it when the view goes away.
            """,
        fix: "Move the async work into `.task { … }` (or `.task(id:)` to restart it when a value changes).",
        // Unsafe: .task is the point, but it changes what runs. SwiftUI cancels the work when
        // the view disappears (a save or a "mark read" request that must finish would stop, and
        // URLSession throws CancellationError), starts it before the view appears rather than
        // after, and its closure is @Sendable where Task's is only sent. Offered only for
        // `.onAppear { Task { … } }` (or `perform: { Task { … } }`) whose one statement is a
        // plain Task with nothing thrown out of it and no value returned.
        fixes: .unsafe,
        triggerWords: ["onAppear"],
        triggering: [
            Example("""
                ScoreboardView(state: viewModel.state)
                    .↓onAppear {
                        Task { await viewModel.load(matchID: matchID) }
                    }
                """, corrected: """
                ScoreboardView(state: viewModel.state)
                    .task { await viewModel.load(matchID: matchID) }
                """),
            Example("""
                MatchCentreView(state: viewModel.state)
                    .↓onAppear {
                        Task {
                            await viewModel.load(matchID: matchID)
                            await viewModel.startPolling()
                        }
                    }
                """, corrected: """
                MatchCentreView(state: viewModel.state)
                    .task {
                        await viewModel.load(matchID: matchID)
                        await viewModel.startPolling()
                    }
                """),
            Example("""
                .↓onAppear(perform: {
                    Task {
                        do {
                            try await followStore.refresh()
                        } catch {
                            logger.error("Follow refresh failed: \\(error)")
                        }
                    }
                })
                """, corrected: """
                .task {
                    do {
                        try await followStore.refresh()
                    } catch {
                        logger.error("Follow refresh failed: \\(error)")
                    }
                }
                """),
            // No fix: an error thrown out of the Task (.task's closure cannot throw).
            Example("""
                .↓onAppear {
                    Task { try await viewModel.refresh() }
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
            // Empty parentheses before the trailing closure.
            Example("""
                StandingsTable(rows: viewModel.rows)
                    .↓onAppear() {
                        Task { await viewModel.loadStandings(season: season) }
                    }
                """, corrected: """
                StandingsTable(rows: viewModel.rows)
                    .task { await viewModel.loadStandings(season: season) }
                """),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "onAppear"), file.isMemberAccess(i), let body = closureBody(after: i, in: file),
                  let end = file.partner(of: body), startsTask(in: body, end: end, file: file) else { continue }
            findings.report(file, at: i, Self.message, fix: fix(i, in: file))
        }
    }

    /// `.onAppear { Task { BODY } }` (or `.onAppear(perform: { Task { BODY } })`) as
    /// `.task { BODY }`, BODY moved one level left; nil for any other shape.
    @_optimize(none)
    private func fix(_ name: Int, in file: SourceFile) -> Fix? {
        guard let next = trailingClosureOrArguments(after: name, in: file) else { return nil }
        let closure: Int, last: Int
        if file.kind(next) == .openBrace {
            closure = next
            guard let close = file.partner(of: closure) else { return nil }
            last = close
        } else {
            guard file.kind(next) == .openParen, let paren = file.partner(of: next), let label = file.firstArgumentLabel(ofOpenParen: next),
                  file.is(label, "perform"), let colon = file.nextSignificant(after: label), let value = file.nextSignificant(after: colon),
                  file.kind(value) == .openBrace, let close = file.partner(of: value), file.nextSignificant(after: close) == paren
            else { return nil }
            closure = value
            last = paren
        }
        // The closure holds one statement, `Task {`, with nothing before or after it.
        guard let closureClose = file.partner(of: closure), let task = file.nextSignificant(after: closure),
              file.isIdentifier(task, "Task"), let open = file.nextSignificant(after: task), file.kind(open) == .openBrace,
              let close = file.partner(of: open), file.nextSignificant(after: close) == closureClose,
              !SwiftFixes.hasComment(name..<open, in: file), !SwiftFixes.hasComment(close..<last, in: file),
              isPlainBody(open, close, in: file) else { return nil }
        var body = file.text(from: file.tokens[open].end, to: file.tokens[close].start)
        // One level left: the Task's line was deeper than the modifier's.
        let outer = file.indentation(ofLineWith: name), inner = file.indentation(ofLineWith: task)
        if body.contains("\n"), inner.hasPrefix(outer), let moved = SwiftFixes.dedented(body, by: String(inner.dropFirst(outer.count))) {
            body = moved
        }
        let edit = TextEdit(start: file.tokens[name].start, end: file.tokens[last].end, replacement: "task {" + body + "}")
        return Fix("Use .task", .unsafe, edits: [edit])
    }

    /// A Task body that means the same in `.task`: no capture list, attribute or `in` (a
    /// `.task` closure takes none of them as written), no error thrown out of it (`try`
    /// outside a `do` with a plain `catch`, `throw`) and no value returned.
    private func isPlainBody(_ open: Int, _ close: Int, in file: SourceFile) -> Bool {
        guard let first = file.nextSignificant(after: open), first < close else { return true }
        if [.openBracket, .attribute, .openParen].contains(file.kind(first)) { return false }
        if let after = file.nextSignificant(after: first), file.is(after, "in") { return false }
        for k in open + 1..<close where file.kind(k) == .keyword {
            if file.is(k, "return") {
                guard let after = file.nextSignificant(after: k), file.kind(after) == .closeBrace else { return false }
            } else if file.is(k, "throw") {
                guard isCaught(k, within: open, in: file) else { return false }
            } else if file.is(k, "try") {
                let adjacent = file.tokens[k + 1]
                let marked = adjacent.kind == .operator && (file.is(k + 1, "?") || file.is(k + 1, "!"))
                guard marked || isCaught(k, within: open, in: file) else { return false }
            }
        }
        return true
    }

    /// Whether a `do { … } catch { … }` inside the Task (its last catch catching everything)
    /// holds token `k`.
    private func isCaught(_ k: Int, within task: Int, in file: SourceFile) -> Bool {
        for opener in file.openers(around: k) {
            if opener == task { return false }
            guard file.kind(opener) == .openBrace, let before = file.previousSignificant(before: opener), file.is(before, "do"),
                  var clause = file.partner(of: opener) else { continue }
            while let c = file.nextSignificant(after: clause), file.is(c, "catch") {
                guard let next = file.nextSignificant(after: c) else { return false }
                if file.kind(next) == .openBrace { return true }
                // `catch SomeError.x {`: on to its block, and the next clause.
                var j: Int? = next
                while let t = j, file.kind(t) != .openBrace { j = file.nextSignificant(after: t) }
                guard let block = j, let end = file.partner(of: block) else { return false }
                clause = end
            }
        }
        return false
    }

    /// The `{` of `.onAppear { … }` or `.onAppear(perform: { … })`, or of the body of the method
    /// named in `.onAppear(perform: load)` when the same type declares it.
    private func closureBody(after name: Int, in file: SourceFile) -> Int? {
        guard let next = trailingClosureOrArguments(after: name, in: file) else { return nil }
        if file.kind(next) == .openBrace { return next }
        guard file.kind(next) == .openParen, let label = file.firstArgumentLabel(ofOpenParen: next),
              file.is(label, "perform"), let colon = file.nextSignificant(after: label),
              let value = file.nextSignificant(after: colon) else { return nil }
        if file.kind(value) == .openBrace { return value }
        guard file.kind(value) == .identifier, file.nextSignificant(after: value) == file.partner(of: next) else { return nil }
        return methodBody(named: file.text(value), around: name, in: file)
    }

    /// What follows `onAppear`: its `(`, or the `{` of its trailing closure, also after an empty
    /// argument list (`.onAppear() { … }`, as some write it).
    private func trailingClosureOrArguments(after name: Int, in file: SourceFile) -> Int? {
        guard let next = file.nextSignificant(after: name) else { return nil }
        if file.kind(next) == .openParen, let close = file.partner(of: next), file.nextSignificant(after: next) == close,
           let after = file.nextSignificant(after: close), file.kind(after) == .openBrace {
            return after
        }
        return next
    }

    /// The body of `func name()` in the innermost type around `i`.
    private func methodBody(named name: String, around i: Int, in file: SourceFile) -> Int? {
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
    private func startsTask(in body: Int, end: Int, file: SourceFile) -> Bool {
        var j = body + 1
        while j < end {
            // What runs when the closure does is its statements and its control-flow blocks: a
            // nested closure, call or collection is stepped over whole, so the scan stays linear
            // however deeply closures nest.
            let kind = file.kind(j)
            if kind == .openParen || kind == .openBracket || (kind == .openBrace && !opensControlBlock(j, in: file)),
               let close = file.partner(of: j), close > j {
                j = close + 1
                continue
            }
            // `loadTask = Task { … }` keeps a handle to cancel: a deliberate pattern, not a leak.
            if file.isIdentifier(j, "Task"), !file.isMemberAccess(j),
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

    /// Whether a brace opens a control-flow block (`if`, `guard … else`, `else`, `do`), whose
    /// statements run when the closure around it does.
    private func opensControlBlock(_ brace: Int, in file: SourceFile) -> Bool {
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
