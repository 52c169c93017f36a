// Fallback words: what a view shows, or a view model prepares for it, when the backend's text
// field is missing.

import UmpireCore
import UmpireRuleSupport

extension HardcodedDisplayString {
    /// `Text(state.tossText ?? "Toss pending")`, wherever the copy listing puts the string.
    func checkFallbacks(in context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let viewModel = context.roles.contains(.viewModel), view = context.roles.contains(.view)
        // Copy strings are judged in `check`, with the branch fallbacks among them.
        lazy var copy = Set(CopyExtractor.strings(in: context).map(\.stringStart))
        for start in file.tokens.indices where file.kind(start) == .stringStart {
            // `Text(entry.isMissedCut ? "MC" : entry.positionDisplay)`: a code, not copy, shown
            // instead of the backend's text all the same.
            if isShownTextArgument(start, in: file), !copy.contains(start), !context.isInSampleData(start), !isPlaceholder(start, in: file),
               let field = backendFieldShownInOtherBranch(start, in: context), !Self.isLoading(file.literalText(ofStringAt: start)) {
                findings.report(file, at: start, through: file.partner(of: start), Self.fallbackMessage(field))
                continue
            }
            guard let before = file.previousSignificant(before: start), file.kind(before) == .operator, file.is(before, "??"),
                  file.enclosingCallees(of: start).contains(where: { file.isOne($0, of: Self.shownBy) }) || viewModel && isHandedOn(start, in: file)
                    || view && isReturned(start, in: file),
                  !context.isInSampleData(start), let field = backendFieldFallenBackFrom(start, in: context),
                  !Self.isLoading(file.literalText(ofStringAt: start)) else { continue }
            findings.report(file, at: start, through: file.partner(of: start), Self.fallbackMessage(field))
        }
    }

    /// `Text("Loading...")` until the row arrives: what the app shows while it waits, not words
    /// standing in for the backend's; nor is "N/A". (A letter is judged: golf's `score ?? "E"` is a score.)
    static func isLoading(_ text: String) -> Bool {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        return ["loading", "fetching", "please wait", "updating"].contains { lower.hasPrefix($0) } || absenceMarks.contains(lower)
    }

    /// `season.name ?? "N/A"`: a mark that the value is absent, as a dash is, not words in its place.
    static let absenceMarks: Set<String> = ["n/a", "na", "none", "unknown", "null"]

    /// `Text(state.tossText ?? "Toss pending")`: the words shown when the backend's text field is
    /// missing — the field's name, when the left side is one the backend sends.
    func backendFieldFallenBackFrom(_ start: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard let open = file.previousSignificant(before: start), file.kind(open) == .operator, file.is(open, "??"),
              file.ownText(ofStringAt: start).contains(where: \.isLetter) else { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: start)
        guard let binary = tree.parent(string), tree.kind(binary) == .binary, tree.nameText(binary) == "??",
              let left = tree.firstChild(binary), left != string, !isTestedPresent(left, around: binary, in: tree) else { return nil }
        return backendTextField(left, in: context)
    }

    /// `if game.dnpReason != nil { Text(game.dnpReason ?? "DNP") }`: the fallback can never show.
    private func isTestedPresent(_ value: SyntaxID, around use: SyntaxID, in tree: SyntaxTree) -> Bool {
        let written = tree.text(value)
        return tree.ancestors(use).contains { statement in
            tree.kind(statement) == .ifStatement && tree.children(statement).contains { condition in
                var test = condition
                if tree.kind(test) == .condition, let only = tree.firstChild(test), tree.nextSibling(only) == nil { test = only }
                guard tree.kind(test) == .binary, tree.nameText(test) == "!=" else { return false }
                let sides = Array(tree.children(test))
                return sides.count == 2 && sides.contains { tree.text($0) == "nil" } && sides.contains { tree.text($0) == written }
            }
        }
    }

    /// The fallback of `Text(pitcher?.name ?? "TBD")` written as a branch: words in Text or Label
    /// chosen instead of a text field the backend sends, by a ternary
    /// (`Text(entry.isMissedCut ? "MC" : entry.positionDisplay)`) or in the `else` of an `if let`
    /// whose other branch shows the bound value's field
    /// (`if let pitcher { Text(pitcher.name) } else { Text("TBD") }`). The field's name, or nil.
    func backendFieldShownInOtherBranch(_ start: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard isShownTextArgument(start, in: file), file.ownText(ofStringAt: start).contains(where: \.isLetter) else { return nil }
        // `if let race = entry.nextRace { … } else { Text("No upcoming races") }`: what shows when
        // there is nothing to show is the app's empty state, not a field's fallback.
        if file.interpolationCount(ofStringAt: start) == 0, Self.isAppChrome(file.ownText(ofStringAt: start)) { return nil }
        let tree = file.syntax
        let string = tree.node(atToken: start)
        if let ternary = tree.parent(string), tree.kind(ternary) == .ternary {
            let branches = Array(tree.children(ternary).dropFirst())
            guard branches.count == 2, branches.contains(string), let other = branches.first(where: { $0 != string }) else { return nil }
            return backendTextField(other, in: context)
        }
        var inner = string
        for ancestor in tree.ancestors(inner) {
            defer { inner = ancestor }
            // The literal's own statement: not through a closure or another function.
            if tree.kind(ancestor) == .function || tree.kind(ancestor) == .closure { return nil }
            guard tree.kind(ancestor) == .ifStatement else { continue }
            let blocks = tree.children(ancestor).filter { tree.kind($0) == .block }
            guard blocks.count == 2, blocks[1] == inner else { continue }
            let bound = tree.children(ancestor).filter { tree.kind($0) == .condition }
                .flatMap { tree.children($0).filter { tree.kind($0) == .binding }.map(tree.nameText) }
            guard !bound.isEmpty else { return nil }
            // `Text(pitcher.name)`: the field itself is what the branch shows, not words around it
            // (`Text("\(game.teamName) vs \(game.opponent)")` and "Waiting for game info…").
            for member in tree.descendants(blocks[0]) where tree.kind(member) == .member {
                guard let base = tree.firstChild(member), tree.kind(base) == .name, bound.contains(tree.nameText(base)),
                      let argument = tree.parent(member), tree.kind(argument) == .argument, let call = tree.parent(argument),
                      tree.kind(call) == .call, tree.isNamed(call, "Text") || tree.isNamed(call, "Label") else { continue }
                if let field = backendTextField(member, in: context) { return field }
            }
            return nil
        }
        return nil
    }

    /// Whether the literal is in the parentheses of a Text or Label (its argument, or a ternary's
    /// branch there): by tokens, before anything is parsed or allocated.
    private func isShownTextArgument(_ start: Int, in file: SourceFile) -> Bool {
        guard let open = file.enclosingOpener(of: start), file.kind(open) == .openParen, let callee = file.callee(ofOpenParen: open) else { return false }
        return file.isOne(callee, of: Self.statusCallees)
    }

    /// The name of the backend's text field `value` reads, or nil. A property the app computes
    /// on a backend type (`var countdownString: String { … }` from the device's clock) is not a
    /// field the backend sends.
    private func backendTextField(_ value: SyntaxID, in context: RuleContext) -> String? {
        let origin = context.provenance(of: value)
        guard origin.isBackend, case let .backendField(owner, field) = origin.reason, origin.type.map({ $0.name == "String" }) ?? true else { return nil }
        if let type = context.model.type(named: owner, from: context.path), let member = context.model.member(field, of: type),
           member.kind != .storedProperty {
            return nil
        }
        return field
    }

    /// `emptyMessage = response.emptyText ?? "No cricket today"`, `return …`, `let caption = …` in a
    /// view model: the text it prepares for a view to show.
    private func isHandedOn(_ start: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        guard let binary = tree.parent(tree.node(atToken: start)), tree.kind(binary) == .binary, let holder = tree.parent(binary) else { return false }
        switch tree.kind(holder) {
        case .returnStatement, .binding: return true
        case .binary: return tree.nameText(holder) == "=" && tree.children(holder).reversed().first == binary
        default: return false
        }
    }

    /// `return match.liveNote ?? "Play suspended"` in a view's `statusLine(for:)`: a view's
    /// helper returns text for the view to show. Words, with a space: a single word may be an
    /// asset's name (`return team.logoName ?? "team-placeholder"`).
    private func isReturned(_ start: Int, in file: SourceFile) -> Bool {
        guard file.ownText(ofStringAt: start).contains(" ") else { return false }
        let tree = file.syntax
        guard let binary = tree.parent(tree.node(atToken: start)), tree.kind(binary) == .binary, let holder = tree.parent(binary) else { return false }
        return tree.kind(holder) == .returnStatement
    }

    static let shownBy = TokenWords(["Text", "Label", "LabeledContent", "navigationTitle", "Button", "Section"])

    static func fallbackMessage(_ field: String) -> String {
        "This fallback shows the app's own words where the backend sends \(field); send this case's text in \(field) from buildDisplayState."
    }

}
