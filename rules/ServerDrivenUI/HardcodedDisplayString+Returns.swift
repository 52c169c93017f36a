// Literals a view shows through a getter or a helper of its file: `Text(badgeText)` where
// `badgeText` switches over the phase and returns "FINAL" or "BREAK".

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `private var badgeText: String { switch phase { case .completed: return "FINAL" … } }`
    /// shown by `Text(badgeText)`, or `func label(for:)` shown by `Text(label(for: phase))`:
    /// each literal it returns is shown, as a constant's is. A literal chosen by a branch on the
    /// backend's state (`switch phase` over a phase the backend sends) is a status message
    /// whatever its words.
    func checkReturnedLiterals(in context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // By tokens first: the names SwiftUI is given, and whether the file declares one of them
        // with a body (a getter or a function); most files declare none and are not parsed here.
        var shown: [String: [Int]] = [:]
        for (_, first) in StateLookups.shownArguments(of: file) {
            // The first argument's name: `Text(badgeText)`, `Label(Self.title, …)`, `Text(label(for: x))`.
            var i = first
            guard file.kind(i) == .identifier || file.kind(i) == .keyword else { continue }
            if let dot = file.nextSignificant(after: i), file.kind(dot) == .dot, let member = file.nextSignificant(after: dot) { i = member }
            guard file.kind(i) == .identifier, shownBy(calledOrNamed: i, in: file) != nil, !context.isInSampleData(i) else { continue }
            shown[file.text(i), default: []].append(i)
        }
        // A view model's text getters are shown by the views that own it, in other files: each is
        // read, and a literal one returns counts when the backend's state chooses it.
        let preparesText = context.roles.contains(.viewModel) && context.mayHoldBackendValues
        guard preparesText || (!shown.isEmpty && declaresWithBody(Set(shown.keys), in: file)) else { return }
        let tree = file.syntax
        var reported: Set<Int> = []
        for id in tree.nodes.indices {
            let kind = tree.kind(id)
            guard kind == .function || (kind == .binding && tree[id].flags.contains(.computed)), let body = tree.child(id, .block) else { continue }
            let isShownHere = shown[tree.nameText(id)] != nil
            guard isShownHere || (preparesText && returnsText(id, in: tree) && isViewModelMember(Int(tree[id].first), in: file)) else { continue }
            for literal in returnedLiterals(ofBody: body, in: tree) where reported.insert(literal).inserted {
                guard !context.isInSampleData(literal) else { continue }
                let words = file.ownText(ofStringAt: literal)
                let status = words.contains(where: \.isLetter) && !Self.isHexColour(words) && isChosenByMatchState(literal, in: context)
                guard status || (isShownHere && readsLikeData(literal, in: context)) else { continue }
                findings.report(file, at: literal, through: file.partner(of: literal), Self.message)
            }
        }
    }

    /// `"#FF9500"`: a colour for a block or a team, not words.
    static func isHexColour(_ text: String) -> Bool {
        text.hasPrefix("#") && text.count > 3 && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// Inside a view model's own type (an `ObservableObject`, or a type named `…ViewModel`), not a
    /// model declared beside it: `Pick.getPickedTeam()` maps the backend's codes, it prepares no text.
    private func isViewModelMember(_ token: Int, in file: SourceFile) -> Bool {
        let enclosing = file.swiftTypeDeclarations().filter { declaration in
            guard let open = declaration.bodyOpen, let close = declaration.bodyClose else { return false }
            return open < token && token < close
        }
        guard let innermost = enclosing.max(by: { $0.bodyOpen! < $1.bodyOpen! }) else { return false }
        return file.text(innermost.name).hasSuffix("ViewModel") || innermost.inherited.contains { file.is($0, "ObservableObject") }
    }

    /// A getter or function declared to return text: `var phaseCaption: String`, `-> String?`.
    private func returnsText(_ id: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard let type = tree.child(id, .type) else { return false }
        let written = tree.text(type)
        return written == "String" || written == "String?"
    }

    /// `var name: String {` or `func name(…) … {`: a declaration of one of `names` with a body.
    private func declaresWithBody(_ names: Set<String>, in file: SourceFile) -> Bool {
        for k in file.tokens.indices where file.kind(k) == .keyword && (file.is(k, "var") || file.is(k, "func")) {
            guard let name = file.nextSignificant(after: k), file.kind(name) == .identifier, names.contains(file.text(name)) else { continue }
            // To the end of the line (a getter's brace), or its parameters' close first.
            var j = name + 1
            while j < file.tokens.count, file.kind(j) != .newline, file.kind(j) != .openBrace, !file.is(j, "=") {
                if file.kind(j) == .openParen, let close = file.partner(of: j) { j = close }
                j += 1
            }
            if j < file.tokens.count, file.kind(j) == .openBrace { return true }
        }
        return false
    }

    /// `Text(name)`, or `Text(name(for: phase))`: where SwiftUI is given what `name` holds or returns.
    private func shownBy(calledOrNamed name: Int, in file: SourceFile) -> Int? {
        if let paren = file.nextSignificant(after: name), file.kind(paren) == .openParen, let close = file.partner(of: paren),
           let after = file.nextSignificant(after: close), file.kind(after) == .closeParen || file.kind(after) == .comma,
           let opener = file.previousSignificant(before: name), file.kind(opener) == .openParen,
           let callee = file.callee(ofOpenParen: opener), file.isOne(callee, of: CopyExtractor.swiftUICallees),
           file.isMemberAccess(callee) == file.is(callee, "navigationTitle") {
            return name
        }
        return shownBy(name, in: file)
    }

    /// The string literals (their opening quotes) a body returns: its `return`s, its single
    /// expression, or the branches of a `switch` that is its whole body (Swift's implicit
    /// return), not those of the closures and functions inside it.
    private func returnedLiterals(ofBody body: SyntaxID, in tree: SyntaxTree) -> [Int] {
        var literals: [Int] = []
        func take(_ value: SyntaxID) {
            if tree.kind(value) == .string { literals.append(Int(tree[value].first)) }
            if tree.kind(value) == .ternary {
                for option in tree.children(value).dropFirst() { take(option) }
            }
        }
        let statements = Array(tree.children(body))
        if statements.count == 1 {
            let only = statements[0]
            if tree.kind(only).isValue { take(only) }
            if tree.kind(only) == .switchStatement {
                for clause in tree.children(only) where tree.kind(clause) == .caseClause {
                    if let last = Array(tree.children(clause)).last, tree.kind(last).isValue { take(last) }
                }
            }
        }
        for statement in tree.returnStatements(in: body) {
            if let value = tree.firstChild(statement) { take(value) }
        }
        return literals
    }

    /// `if down >= 8 { Text("Tail exposed") }`, `switch state.phase { case .interval: Text("Half-time") }`:
    /// a literal a test of the backend's state picks is a status message whatever its words.
    /// Only state tests count (a `switch`, a comparison), not a flag that shows or hides a control.
    func isChosenByMatchState(_ literal: Int, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        let string = tree.node(atToken: literal)
        guard tree.kind(string) == .string, let test = branch(of: string, in: tree) else { return false }
        if isContractFlag(test, in: context) { return true }
        guard isStateTest(test, in: tree) else { return false }
        return context.provenance(of: test).isBackend || comparedValue(test, in: tree).map { context.provenance(of: $0).isBackend } == true
    }

    /// `if state.tmoPending`: a flag of the backend's contract (the display state, a Live
    /// Activity's content state) is match state, whatever its name.
    private func isContractFlag(_ test: SyntaxID, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        guard tree.kind(test) == .member, case let .backendField(owner, _) = context.provenance(of: test).reason,
              context.provenance(of: test).type?.name == "Bool" else { return false }
        return context.model.type(named: owner)?.isContract == true
    }

    /// A `switch` subject (anything but a comparison), or a comparison, alone or joined by
    /// `&&`/`||`; not a presence test (`!= nil`) or an error's (`error == .noTeams`), which pick an
    /// empty or error state, the app's own words.
    private func isStateTest(_ test: SyntaxID, in tree: SyntaxTree) -> Bool {
        if let parent = tree.parent(test), tree.kind(parent) == .switchStatement { return !Self.namesAnError(test, in: tree) }
        guard tree.kind(test) == .binary else { return false }
        let op = tree.nameText(test)
        // `if case .tied = outcome`: a pattern matched against a value, as a switch's case is.
        if op == "=", let parent = tree.parent(test), tree.kind(parent) == .condition, let value = tree.children(test).reversed().first {
            return !Self.namesAnError(value, in: tree)
        }
        if Self.comparisons.contains(op) {
            return !tree.children(test).contains { tree.kind($0) == .literal && tree.text($0) == "nil" || Self.namesAnError($0, in: tree) }
        }
        return (op == "&&" || op == "||") && tree.children(test).contains { isStateTest($0, in: tree) }
    }

    /// The compared value of a comparison (`down` of `down >= 8`), whose origin decides.
    private func comparedValue(_ test: SyntaxID, in tree: SyntaxTree) -> SyntaxID? {
        guard tree.kind(test) == .binary else { return nil }
        if Self.comparisons.contains(tree.nameText(test)) { return tree.firstChild(test) }
        if tree.nameText(test) == "=" { return tree.children(test).reversed().first }
        return tree.children(test).lazy.compactMap { comparedValue($0, in: tree) }.first
    }

    static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    /// `error`, `loadError`, `state.error`: a value that says what went wrong.
    static func namesAnError(_ value: SyntaxID, in tree: SyntaxTree) -> Bool {
        guard [.member, .name].contains(tree.kind(value)) else { return false }
        return tree.nameText(value).lowercased().hasSuffix("error")
    }

    /// What picks a returned value: the subject of the `switch` whose case holds it, the first
    /// condition of the `if` whose branch holds it, or the condition of a ternary it is a branch of.
    private func branch(of value: SyntaxID, in tree: SyntaxTree) -> SyntaxID? {
        var child = value
        for ancestor in tree.ancestors(value) {
            defer { child = ancestor }
            switch tree.kind(ancestor) {
            case .ternary where tree.firstChild(ancestor) != child:
                return tree.firstChild(ancestor)
            case .caseClause:
                guard let statement = tree.parent(ancestor), tree.kind(statement) == .switchStatement else { return nil }
                return tree.firstChild(statement)
            case .ifStatement, .guardStatement:
                return tree.child(ancestor, .condition).flatMap { tree.firstChild($0) }
            case .function, .closure, .typeDeclaration:
                return nil
            default:
                continue
            }
        }
        return nil
    }
}
