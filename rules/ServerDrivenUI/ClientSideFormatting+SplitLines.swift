// A display line put together from sibling views: `Text(state.runs)`, `Text("/")`,
// `Text(state.wickets)` in a stack is "87/6" built on the device, as surely as one
// interpolated string is, only spread over three of a result builder's children.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    @_optimize(none) static var splitLineExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The checklist's "87/6", over three views of a stack.
            Example("""
                struct InningsScoreView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        HStack(spacing: 2) {
                            Text("\\(state.runs)")
                                .font(.title.bold())
                            Text(↓"/")
                            Text("\\(state.wickets)")
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/InningsScoreView.swift", companions: [ExampleModels.displayState]),
            // The project's own label view, given the content state's figures by its parent.
            Example("""
                struct CompactScore: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        ScoreLabel("\\(context.state.runs)")
                        ScoreLabel(↓" - ")
                        ScoreLabel("\\(context.state.target)")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactScore.swift", companions: [ExampleModels.activity]),
        ],
        nonTriggering: [
            // The backend's line shown whole, a dash and an icon after it.
            Example("""
                struct InningsScoreView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        HStack {
                            Text(state.scoreLine)
                            Text("-")
                            Image(systemName: "cricket.ball")
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/InningsScoreView.swift", trap: .lookAlike, companions: [ExampleModels.displayState]),
            // The device's clock, hours and minutes apart.
            Example("""
                struct ClockView: View {
                    @State private var now = Date()
                    var body: some View {
                        HStack(spacing: 0) {
                            Text(now, format: .dateTime.hour())
                            Text(":")
                            Text(now, format: .dateTime.minute())
                        }
                    }
                }
                """, path: "ios/CricketApp/Views/ClockView.swift", trap: .lookAlike),
            Example("""
                struct FixtureRow: View {
                    var body: some View {
                        HStack { Text("Home"); Text("-"); Text("Away") }
                    }
                }
                """, path: "ios/CricketApp/Views/FixtureRow.swift", trap: .lookAlike),
            Example(#"Text("Text(runs), Text(\"/\"), Text(wickets) is built on the device")"#, path: "ios/CricketApp/Views/HelpView.swift",
                    trap: .inString),
            Example("""
                struct InningsScoreView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        // Text("\\(state.runs)"); Text("/"); Text("\\(state.wickets)")
                        Text(state.scoreLine)
                    }
                }
                """, path: "ios/CricketApp/Views/InningsScoreView.swift", trap: .inComment, companions: [ExampleModels.displayState]),
        ]) }

    /// Punctuation that joins two values into one line of a score or a clock.
    static let lineSeparators: Set<String> = ["-", "–", "—", ":", "/"]

    /// The message when the string at `i` is a bare separator shown between two sibling views
    /// that show values from the backend (or, in a view or widget, values no declaration
    /// explains: the documented default); nil otherwise.
    func splitLine(separatorAt i: Int, in context: RuleContext) -> String? {
        let file = context.file
        // A separator is a character or two with spaces: longer literals are not read as text.
        guard let end = file.partner(of: i), file.tokens[end].end.value - file.tokens[i].start.value <= 9,
              file.interpolationCount(ofStringAt: i) == 0,
              Self.lineSeparators.contains(file.literalText(ofStringAt: i).trimmingCharacters(in: .whitespaces)),
              !context.isInPreview(i) else { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: i)
        guard tree.kind(string) == .string, let middle = shownView(holding: string, in: tree),
              let container = tree.parent(middle), [.closure, .block].contains(tree.kind(container)) else { return nil }
        let siblings = Array(tree.children(container))
        guard let at = siblings.firstIndex(of: middle), at > 0, at + 1 < siblings.count,
              let before = shownValues(ofStatement: siblings[at - 1], in: tree),
              let after = shownValues(ofStatement: siblings[at + 1], in: tree) else { return nil }
        let origins = (before + after).map { context.provenance(of: $0) }
        guard !origins.contains(where: \.isDevice) else { return nil }
        if let backend = origins.first(where: \.isBackend) {
            let shown = backend.evidence >= 0 ? "`\(tree.text(backend.evidence))`" : "a backend value"
            return Self.splitMessage(shown)
        }
        return origins.allSatisfy(Self.isUndeclared) ? Self.splitMessage("values") : nil
    }

    /// Whether the view showing `value` alone (`Text("\(state.runs)")`) stands beside a bare
    /// separator (`Text("/")`): the line it is part of is reported once, at the separator.
    func standsBesideSeparator(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let view = shownView(holding: value, in: tree), let container = tree.parent(view),
              [.closure, .block].contains(tree.kind(container)) else { return false }
        let siblings = Array(tree.children(container))
        guard let at = siblings.firstIndex(of: view) else { return false }
        return [at - 1, at + 1].contains { n in
            guard siblings.indices.contains(n), let shown = shownValues(ofStatement: siblings[n], in: tree), shown.count == 1,
                  tree.kind(shown[0]) == .string else { return false }
            return Self.lineSeparators.contains(tree.file.literalText(ofStringAt: Int(tree[shown[0]].first)).trimmingCharacters(in: .whitespaces))
        }
    }

    /// The statement of a view showing `string` alone (`Text("-")`, `ScoreLabel(" : ")`), with
    /// its modifiers (`.font(.title)`): the child of the stack's builder it is.
    private func shownView(holding string: SyntaxID, in tree: SyntaxTree) -> SyntaxID? {
        guard let argument = tree.parent(string), tree.kind(argument) == .argument, tree[argument].name < 0,
              let call = tree.parent(argument), isViewCall(call, in: tree),
              tree.children(call).filter({ tree.kind($0) == .argument }).count == 1 else { return nil }
        var statement = call
        // `.font(.title)` after it: a call of a member whose base is the view so far.
        while let member = tree.parent(statement), tree.kind(member) == .member, tree.firstChild(member) == statement,
              let modifier = tree.parent(member), tree.kind(modifier) == .call, tree.firstChild(modifier) == member {
            statement = modifier
        }
        return statement
    }

    /// The values a sibling statement shows: `Text(state.runs)`, `Text("\(state.runs)")` with its
    /// modifiers; nil when it is not one view showing values alone.
    private func shownValues(ofStatement statement: SyntaxID, in tree: SyntaxTree) -> [SyntaxID]? {
        var call = statement
        while tree.kind(call) == .call, let callee = tree.firstChild(call), tree.kind(callee) == .member,
              let base = tree.firstChild(callee), tree.kind(base) == .call {
            call = base
        }
        guard isViewCall(call, in: tree) else { return nil }
        let arguments = tree.children(call).filter { tree.kind($0) == .argument }
        guard arguments.count == 1, tree[arguments[0]].name < 0, let value = tree.firstChild(arguments[0]) else { return nil }
        switch tree.kind(value) {
        case .name, .member, .call, .subscript, .postfix:
            return [value]
        case .string:
            let segments = tree.children(value).filter { tree.kind($0) == .interpolation }
            // Only the value: `"\(state.runs)"`, not `"\(state.runs) runs"`, which is a string of its own.
            // A bare separator (`Text("/")`), for `standsBesideSeparator`.
            if segments.isEmpty { return [value] }
            guard segments.count == 1, tree.file.ownText(ofStringAt: Int(tree[value].first)).trimmingCharacters(in: .whitespaces).isEmpty,
                  let argument = tree.firstChild(segments[0]), tree.kind(argument) == .argument,
                  let inner = tree.firstChild(argument) else { return nil }
            return [inner]
        default:
            return nil
        }
    }

    /// A call of a view type: `Text(…)`, the project's `ScoreLabel(…)` (a capitalised name).
    private func isViewCall(_ call: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard tree.kind(call) == .call, let callee = tree.firstChild(call), tree.kind(callee) == .name else { return false }
        return tree.nameText(call).first?.isUppercase == true
    }

    static func splitMessage(_ shown: String) -> String {
        "These views put a display line together from \(shown) and a separator on the device; send the line as one string from buildDisplayState."
    }
}
