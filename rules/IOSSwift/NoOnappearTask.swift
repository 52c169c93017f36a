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

    /// The `{` of `.onAppear { … }` or `.onAppear(perform: { … })`.
    private func closureBody(after name: Int, in file: LexedFile) -> Int? {
        guard let next = file.nextSignificant(after: name) else { return nil }
        if file.kind(next) == .openBrace { return next }
        guard file.kind(next) == .openParen, let label = file.firstArgumentLabel(ofOpenParen: next),
              file.is(label, "perform"), let colon = file.nextSignificant(after: label),
              let brace = file.nextSignificant(after: colon), file.kind(brace) == .openBrace else { return nil }
        return brace
    }

    /// Whether a statement directly in the closure (not in a nested closure) is `Task {` or `Task(…) {`.
    private func startsTask(in body: Int, end: Int, file: LexedFile) -> Bool {
        var j = body + 1
        while j < end {
            // `loadTask = Task { … }` keeps a handle to cancel: a deliberate pattern, not a leak.
            if file.isIdentifier(j, "Task"), file.enclosingOpener(of: j) == body, !file.isMemberAccess(j),
               file.previousSignificant(before: j).map({ !file.is($0, "=") }) ?? true,
               var next = file.nextSignificant(after: j) {
                if file.kind(next) == .openParen, let close = file.partner(of: next), let after = file.nextSignificant(after: close) {
                    next = after
                }
                if file.kind(next) == .openBrace { return true }
            }
            j += 1
        }
        return false
    }

    static let message = "This .onAppear starts a Task that outlives the view; move the work into .task { }, which SwiftUI cancels."
}
