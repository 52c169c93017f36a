// Inline copy that reaches the display state: a literal as a display field's value (or a
// ternary's or fallback's branch of one), and what a helper returns when its result is one.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    public struct Facts: Sendable {
        /// Literals given as a display field's value in this file: where, and the field.
        var fields: [(anchor: ProjectAnchor, key: String)] = []
        /// Functions whose result is a display field's value here: name → field.
        var sources: [String: String] = [:]
        /// Literals functions of this file return: function name, where.
        var returns: [(function: String, anchor: ProjectAnchor)] = []
        /// Plain functions a function of this file returns the result of (`return formatInning(game)`):
        /// what they return reaches wherever the function's result goes.
        var forwards: [(function: String, callee: String)] = []
        /// Literals a function returns beside copy it returns from a *.messages module: the
        /// function, the module, where.
        var besideCopy: [(function: String, module: String, anchor: ProjectAnchor)] = []
        /// Literals handed to a *.messages module's builder to fill in: where, and the builder.
        var filled: [(anchor: ProjectAnchor, builder: String)] = []
    }

    public func facts(of context: RuleContext) -> Facts? {
        // Seed rows and sample data are demo values, as for the copy keys (CopyExtractor).
        guard !context.isTestLike, !TestLikePaths.holdsNoProductCopy(context.rolePath),
              mayHoldDisplayCopy(context) else { return nil }
        let tree = context.file.syntax
        var facts = Facts()
        let copyKeys = Set(context.run.copy.keys + context.run.copy.pairedKeys)
        var typedFields: Set<Int> = []
        let copyImports = Self.copyImports(in: tree)
        filledIntoCopy(in: context, imports: copyImports, into: &facts)
        for function in tree.descendants(tree.root) where tree.kind(function) == .function || tree.kind(function) == .closure {
            guard let name = tree.declaredName(ofFunction: function), let values = returnedValues(of: function, in: tree) else { continue }
            let returnsDisplay = tree.children(function).contains { tree.kind($0) == .type && isDisplayType(tree.nameText($0), context) }
            // `if (index === 0) return "Starts 11:00"; return s.followingThen(n)`: a function that
            // returns the messages module's copy returns copy; a literal beside it is copy written inline.
            if !copyImports.isEmpty, !returnsDisplay {
                if let module = values.lazy.compactMap({ Self.rootName(of: $0, in: tree).flatMap { copyImports[$0] } }).first {
                    for value in values where Self.rootName(of: value, in: tree).flatMap({ copyImports[$0] }) == nil {
                        for literal in onePerLine(proseLiterals(value, in: context), in: context.file) {
                            facts.besideCopy.append((name, module, ProjectAnchor(context, at: literal, identity: "copy-beside-copy")))
                        }
                    }
                }
            }
            for value in values {
                if returnsDisplay, tree.kind(value) == .object {
                    displayFields(of: value, in: context, copyKeys: copyKeys, into: &facts)
                    typedFields.formUnion(tree.descendants(value))
                } else {
                    for literal in onePerLine(proseLiterals(value, in: context), in: context.file) {
                        facts.returns.append((name, ProjectAnchor(context, at: literal, identity: "returned-copy")))
                    }
                    for call in Self.forwardedCalls(value, in: tree) { facts.forwards.append((name, tree.nameText(call))) }
                }
            }
        }
        // `emptyStateText: "No matches today"` in a reply, `toast: …`, `statusText: s || "Play
        // suspended"` in a push's content state: a field named for what the app shows, in any
        // object the typed display states above do not cover.
        // `state.expanded.statusNote = \`Rain delay — ${minutes} min so far\``: the same, set by
        // assignment after the state is built. One walk for both.
        for node in tree.descendants(tree.root) {
            let key: String, value: SyntaxID
            switch tree.kind(node) {
            case .property where !typedFields.contains(node):
                key = tree.nameText(node)
                guard Self.isDisplayKey(key), !copyKeys.contains(key),
                      let held = tree.children(node).reversed().first(where: { tree.kind($0) != .property }) else { continue }
                value = held
            case .binary where tree[node].name >= 0 && context.file.is(Int(tree[node].name), "="):
                guard let target = tree.firstChild(node), tree.kind(target) == .member else { continue }
                key = tree.nameText(target)
                guard Self.isDisplayKey(key), !copyKeys.contains(key), let assigned = tree.children(node).reversed().first,
                      assigned != target else { continue }
                value = assigned
            default:
                continue
            }
            // `new Response(null, { statusText: "No Content" })`: a reason phrase, developer text.
            let literals = proseLiterals(value, in: context).filter { !CopyExtractor.isExemptContext($0, in: context.file, copyKeys: context.run.copy.keys) }
            record(literals, shownAs: key, in: context, into: &facts)
            helpers(reaching: value, in: tree).forEach { facts.sources[$0] = facts.sources[$0] ?? key }
            // `statusText: statusTextFor(race)` in a reply: what the plain function returns is shown.
            for call in branches(of: value, tree: tree) where tree.kind(call) == .call {
                guard let callee = tree.firstChild(call), tree.kind(callee) == .name else { continue }
                facts.sources[tree.nameText(call)] = facts.sources[tree.nameText(call)] ?? key
            }
        }
        return facts.fields.isEmpty && facts.sources.isEmpty && facts.returns.isEmpty && facts.forwards.isEmpty
            && facts.besideCopy.isEmpty && facts.filled.isEmpty ? nil : facts
    }

    /// What a function returns: its `return`s' values, or an arrow function's expression body
    /// (`const statusWords = (m) => (m.live ? "Live now" : "Starts soon")`).
    /// The plain calls a returned value hands on: itself, or a branch of a ternary or the right
    /// of a `??` or `||` (`snapshot.toss ? m.toss(…) : startsAt(snapshot)`).
    static func forwardedCalls(_ value: SyntaxID, in tree: SyntaxTree) -> [SyntaxID] {
        switch tree.kind(value) {
        case .call:
            guard let callee = tree.firstChild(value), tree.kind(callee) == .name else { return [] }
            return [value]
        case .ternary:
            return tree.children(value).dropFirst().flatMap { forwardedCalls($0, in: tree) }
        case .binary where ["??", "||"].contains(tree.nameText(value)):
            return tree.children(value).flatMap { forwardedCalls($0, in: tree) }
        case .tuple:
            guard let only = tree.firstChild(value), tree.nextSibling(only) == nil else { return [] }
            return forwardedCalls(only, in: tree)
        default:
            return []
        }
    }

    private func returnedValues(of function: SyntaxID, in tree: SyntaxTree) -> [SyntaxID]? {
        if let body = tree.child(function, .block) { return tree.returnStatements(in: body).compactMap { tree.firstChild($0) } }
        guard tree.kind(function) == .closure,
              let expression = tree.children(function).reversed().first(where: { ![.parameter, .type].contains(tree.kind($0)) }) else { return nil }
        return [expression]
    }

    /// A key named for text the app shows: `statusText`, `resultLine`, `emptyStateLabel`, `toast`,
    /// `emptyMessage`.
    static func isDisplayKey(_ key: String) -> Bool {
        if displayKeySuffixes.contains(where: key.hasSuffix) || displayKeys.contains(key) { return true }
        // `status_line`, `break_note`: the same names in a snake_case payload.
        let lower = key.lowercased()
        // `emptyMessage`, `empty_state_title`: what a screen shows when there is nothing to list.
        if lower.hasPrefix("empty"), lower.hasSuffix("message") || lower.hasSuffix("title") { return true }
        return snakeKeySuffixes.contains(where: lower.hasSuffix)
    }

    static let displayKeySuffixes = ["Text", "Line", "Label", "Headline", "Subtitle", "Caption", "Note"]
    static let snakeKeySuffixes = ["_text", "_line", "_label", "_headline", "_subtitle", "_caption", "_note"]
    static let displayKeys: Set<String> = ["toast", "headline", "subtitle", "caption"]

    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {
        for (_, project) in Dictionary(grouping: files, by: \.projectRoot) {
            var sources: [String: String] = [:]
            for file in project { sources.merge(file.facts.sources) { first, _ in first } }
            // `pickHeadline` is a field's source and ends `return formatInningDisplay(game)`: so is
            // formatInningDisplay. Two steps, as far as anyone writes a chain of them.
            let forwards = project.flatMap(\.facts.forwards)
            for _ in 0..<2 {
                for forward in forwards where sources[forward.callee] == nil {
                    if let key = sources[forward.function] { sources[forward.callee] = key }
                }
            }
            for file in project {
                for field in file.facts.fields { findings.report(at: field.anchor, Self.displayMessage(field.key)) }
                for filled in file.facts.filled { findings.report(at: filled.anchor, Self.filledMessage(filled.builder)) }
                for returned in file.facts.returns {
                    guard let key = sources[returned.function] else { continue }
                    findings.report(at: returned.anchor, Self.returnedMessage(returned.function, key))
                }
                // Shown somewhere: reported above as what the field shows.
                for beside in file.facts.besideCopy where sources[beside.function] == nil {
                    findings.report(at: beside.anchor, Self.besideCopyMessage(beside.function, beside.module))
                }
            }
        }
    }

    static func displayMessage(_ key: String) -> String {
        "The \(key) text is written inline in the display state; move it to a *.messages.ts file and import it."
    }

    static func filledMessage(_ builder: String) -> String {
        "This text is handed to \(builder) to fill its copy; move it to a *.messages.ts file and import it."
    }

    static func besideCopyMessage(_ function: String, _ module: String) -> String {
        "\(function) returns this text inline beside its copy from \(module); move it into \(module) and import it."
    }

    static func returnedMessage(_ function: String, _ key: String) -> String {
        "The text \(function) returns is shown as \(key); move it to a *.messages.ts file and import it."
    }

    /// `MatchDisplayState`, `LiveActivityContentState`, a configured backend type: what the app shows.
    private func isDisplayType(_ name: String, _ context: RuleContext) -> Bool {
        name.contains("DisplayState") || name.contains("ContentState") || context.run.model.backendTypes.contains(name)
    }

    /// Each field of a display object: prose literals are inline copy; a call's function is
    /// followed into what it returns; a nested object is display too.
    private func displayFields(of object: SyntaxID, in context: RuleContext, copyKeys: Set<String>, into facts: inout Facts) {
        let tree = context.file.syntax
        for property in tree.children(object) where tree.kind(property) == .property {
            let key = tree.nameText(property)
            // `{ eventLine, … }`: the field is the local of its name.
            guard let value = tree.children(property).reversed().first(where: { tree.kind($0) != .property })
                    ?? boundValue(named: key, at: property, tree: tree) else { continue }
            if tree.kind(value) == .object { displayFields(of: value, in: context, copyKeys: copyKeys, into: &facts); continue }
            // A copy key's literal is the copy definition's to report (CopyExtractor), once; what
            // a helper returns for it (`headline: pickHeadline(game)`) is followed here.
            // A field of the state named for what it shows (`positionDisplay`, `statusText`) shows
            // its literal whatever it looks like: `'MC'` for a missed cut is copy, not a code.
            let shown = Self.isDisplayKey(key) || key.hasSuffix("Display")
            if !copyKeys.contains(key) { record(proseLiterals(value, in: context, shown: shown), shownAs: key, in: context, into: &facts) }
            for call in branches(of: value, tree: tree) where tree.kind(call) == .call {
                let name = tree.nameText(call)
                if !name.isEmpty { facts.sources[name] = key }
            }
            helpers(reaching: value, in: tree).forEach { facts.sources[$0] = facts.sources[$0] ?? key }
        }
    }

    /// `chase_line: chase ? m.chaseWithRate(chase, rate) : null` after `const chase =
    /// chaseSummary(innings)`: the plain functions whose text reaches a field through a local or
    /// another call's argument. A method's name is too common to follow across files.
    private func helpers(reaching value: SyntaxID, in tree: SyntaxTree) -> [String] {
        var names: [String] = []
        for node in tree.descendants(value) {
            if tree.kind(node) == .call, let callee = tree.firstChild(node), tree.kind(callee) == .name {
                names.append(tree.nameText(node))
            } else if tree.kind(node) == .name, let helper = calledHelper(boundTo: tree.nameText(node), in: tree) {
                names.append(helper)
            }
        }
        return names
    }

    /// The plain function a `const` of the file holds the result of (`const chase = chaseSummary(innings)`,
    /// `const note = await liveNote(id)`).
    private func calledHelper(boundTo name: String, in tree: SyntaxTree) -> String? {
        for binding in tree.bindings(named: name) {
            guard var value = tree.children(binding).first(where: { tree.kind($0) != .type }) else { return nil }
            while tree.kind(value) == .prefix, let inner = tree.firstChild(value) { value = inner }
            guard tree.kind(value) == .call, let callee = tree.firstChild(value), tree.kind(callee) == .name else { return nil }
            return tree.nameText(value)
        }
        return nil
    }

    /// A display field's prose literals, one finding per line.
    private func record(_ literals: [Int], shownAs key: String, in context: RuleContext, into facts: inout Facts) {
        for literal in onePerLine(literals, in: context.file) {
            facts.fields.append((ProjectAnchor(context, at: literal, identity: "display-copy"), key))
        }
    }

    /// The first literal of each line: a ternary's two branches on one line (`outs === 1 ? "1 out"
    /// : `${outs} outs``) are one expression and one finding; a lookup table's rows are one each.
    func onePerLine(_ literals: [Int], in file: SourceFile) -> [Int] {
        var lines: Set<Int> = []
        return literals.filter { lines.insert(file.line(ofToken: $0).value).inserted }
    }

    /// The string literals a value can be that read as prose: itself, a ternary's branches,
    /// a `??` or `||` fallback. `shown`: the value is a field the app shows, so any literal with a
    /// letter is text (an abbreviation, a status word).
    func proseLiterals(_ value: SyntaxID, in context: RuleContext, shown: Bool = false) -> [Int] {
        let file = context.file
        if let joined = joinedWords(value, in: file) { return [joined] }
        let tree = file.syntax
        return branches(of: value, tree: tree).compactMap { branch in
            guard tree.kind(branch) == .string else { return nil }
            let start = Int(tree[branch].first)
            let text = file.literalText(ofStringAt: start)
            if Self.isProse(text) || shown && Self.hasLetters(text) { return start }
            // `${game.isTopHalf ? "Top" : "Bot"} ${ordinal(game.inning)}`: the words are chosen
            // inside the template; its first prose word stands for the line.
            return tree.children(branch).lazy.filter { tree.kind($0) == .interpolation }.compactMap { segment in
                tree.firstChild(segment).flatMap { inner in
                    self.branches(of: inner, tree: tree).lazy.filter { tree.kind($0) == .string }.map { Int(tree[$0].first) }
                        .first { Self.isProse(file.literalText(ofStringAt: $0)) }
                }
            }.first
        }
    }

    /// `[team.name, "need", need, "from", balls].join(" ")`: one word at a time, but the line it
    /// joins reads as prose ("{} need {} from {}"). Its first literal stands for the line.
    private func joinedWords(_ value: SyntaxID, in file: SourceFile) -> Int? {
        let tree = file.syntax
        guard tree.kind(value) == .call, tree.nameText(value) == "join", let callee = tree.firstChild(value), tree.kind(callee) == .member,
              let base = tree.firstChild(callee), tree.kind(base) == .array else { return nil }
        let separator = Array(tree.children(value)).dropFirst().first.flatMap { argument -> String? in
            let literal = tree.kind(argument) == .argument ? tree.firstChild(argument) : argument
            guard let literal, tree.kind(literal) == .string else { return nil }
            return file.literalText(ofStringAt: Int(tree[literal].first))
        } ?? ","
        var words: [String] = [], first: Int?
        for element in tree.children(base) {
            if tree.kind(element) == .string {
                let start = Int(tree[element].first)
                first = first ?? start
                words.append(file.literalText(ofStringAt: start))
            } else {
                words.append("{}")
            }
        }
        guard let first, words.count > 1, Self.isProse(words.joined(separator: separator)) else { return nil }
        return first
    }

    /// What a value may evaluate to: the branches of ternaries and fallbacks, through parentheses.
    private func branches(of value: SyntaxID, tree: SyntaxTree, depth: Int = 0) -> [SyntaxID] {
        switch tree.kind(value) {
        case .ternary:
            return tree.children(value).dropFirst().flatMap { branches(of: $0, tree: tree, depth: depth) }
        case .binary where ["??", "||"].contains(tree.nameText(value)):
            return tree.children(value).flatMap { branches(of: $0, tree: tree, depth: depth) }
        case .tuple where tree.firstChild(value).map({ tree.nextSibling($0) == nil }) == true:
            return tree.firstChild(value).map { branches(of: $0, tree: tree, depth: depth) } ?? []
        case .argument:
            return tree.firstChild(value).map { branches(of: $0, tree: tree, depth: depth) } ?? []
        // `status_line: phaseStatus[phase]`: the words of a lookup table the file declares.
        case .subscript:
            guard let base = tree.firstChild(value), tree.kind(base) == .name,
                  let table = declaredObject(named: tree.nameText(base), in: tree) else { return [value] }
            return tree.children(table).filter { tree.kind($0) == .property }.flatMap { property in
                tree.children(property).reversed().first.map { branches(of: $0, tree: tree, depth: depth) } ?? []
            }
        // `[statusFor(match), ...notes]`: what the spread array holds.
        case .prefix where tree.nameText(value) == "...":
            return tree.firstChild(value).map { branches(of: $0, tree: tree, depth: depth) } ?? []
        // `const eventLine = suspended ? SUSPENDED_NOTE : getLiveNote(…)`, a module's
        // `const SUSPENDED_NOTE = '…'`: what the name is bound to, a few names deep.
        case .name:
            if let values = arrayValues(of: value, tree: tree) { return values.flatMap { branches(of: $0, tree: tree, depth: depth) } }
            guard depth < 4, let bound = boundValue(named: tree.nameText(value), at: value, tree: tree) else { return [value] }
            return branches(of: bound, tree: tree, depth: depth + 1)
        // `[winner.name, "won by", margin].join(" ")`: the words joined into the line.
        case .call where tree.nameText(value) == "join":
            guard let callee = tree.firstChild(value), tree.kind(callee) == .member, let base = tree.firstChild(callee),
                  tree.kind(base) == .array else { return [value] }
            return tree.children(base).flatMap { branches(of: $0, tree: tree, depth: depth) }
        default:
            return [value]
        }
    }

    /// The value a `const` declares `name` with, in the function `use` is in or at the module's
    /// top level: `const eventLine = …` for a later `eventLine`. Nil for a `let` or `var`, which
    /// may be assigned again.
    func boundValue(named name: String, at use: SyntaxID, tree: SyntaxTree) -> SyntaxID? {
        let scope = tree.enclosingFunction(of: use)
        let bindings = tree.bindings(named: name)
        guard let binding = bindings.first(where: { tree.enclosingFunction(of: $0) == scope }) ?? bindings.first(where: { tree.enclosingFunction(of: $0) == nil }),
              binding != use, let statement = tree.parent(binding), tree.kind(statement) == .variable, tree.nameText(statement) == "const" else { return nil }
        return tree.children(binding).first { tree.kind($0) != .type && tree.kind($0) != .binding }
    }

    /// `const notes: string[] = []` … `notes.push("Follow-on enforced")`: what a local array of the
    /// same function holds, when it starts as an array literal — its elements and what is pushed
    /// onto it, other than names (which could be the array again).
    private func arrayValues(of name: SyntaxID, tree: SyntaxTree) -> [SyntaxID]? {
        let text = tree.nameText(name)
        let scope = tree.enclosingFunction(of: name)
        guard let binding = tree.bindings(named: text).first(where: { tree.enclosingFunction(of: $0) == scope }),
              let array = tree.children(binding).first(where: { tree.kind($0) == .array }) else { return nil }
        var values = Array(tree.children(array))
        for use in tree.uses(ofName: text) where tree.enclosingFunction(of: use) == scope {
            guard let member = tree.parent(use), tree.kind(member) == .member, tree.nameText(member) == "push",
                  let call = tree.parent(member), tree.kind(call) == .call else { continue }
            values += tree.children(call).filter { tree.kind($0) == .argument }.compactMap(tree.firstChild)
        }
        return values.filter { tree.kind($0) != .name && tree.kind($0) != .prefix }
    }

    /// The object literal a `const` of the file is declared with (`{ … } satisfies Record<…>` too).
    private func declaredObject(named name: String, in tree: SyntaxTree) -> SyntaxID? {
        for binding in tree.bindings(named: name) {
            guard var value = tree.children(binding).first(where: { tree.kind($0) != .type }) else { continue }
            if tree.kind(value) == .cast, let inner = tree.firstChild(value) { value = inner }
            return tree.kind(value) == .object ? value : nil
        }
        return nil
    }
}
