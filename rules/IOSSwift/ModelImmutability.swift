// Flags stored `var` properties in models.

import UmpireCore
import UmpireRuleSupport

public struct ModelImmutability: Rule {
    static let path = "ios/CricketApp/Models/MatchItem.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "model-immutability", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test, .service, .view], severity: .error,
        summary: "A stored var property in a model",
        rationale: """
            Models are immutable copies of what the backend sent. A var lets a view or a service \
            patch a score or a status in place, so the screen shows something the backend never \
            said and the next push silently undoes it. With let, a change means decoding a new \
            value from the backend.
            """,
        fix: "Declare the property with `let`; to change it, decode or build a new model value.",
        // Unsafe: code the project scan cannot see (another package, generated code outside the
        // root) may set the property. Where it compiles nothing changes: a let without a value decodes and takes
        // its memberwise argument as the var did. A property with a value is
        // left alone (a let with a value is never decoded), as are observers, wrappers, `lazy`,
        // a property another file of the project sets (`viewModel.account.name = …`, `$draft.name`,
        // `&x.name`, `x.items.append(…)`, read from every Swift file of the project root),
        // `weak`, a property this file assigns outside an initializer, one it changes with a
        // subscript or a mutating method (`append`, `toggle`), and an optional one that an
        // initializer of the file leaves to its implicit nil, or that a call of the memberwise
        // initializer anywhere in the repository leaves out (a let loses its `= nil` default).
        fixes: .unsafe,
        options: [
            ModelTypes.exemptOption.declaration,
            ModelTypes.folderOption.declaration,
            ModelTypes.localStateOption.declaration],
        limitations: """
            A var its type's own CodingKeys leave out is the app's field, never decoded, and is \
            not flagged. Models are found as model-conformance finds them (the project model's backend types, \
            which leave out requests, watch messages and snapshots the app keeps), with the \
            types nested in them; a \
            class used as a model is not checked. Types named like the user's own editable state \
            (option localStateSuffixes: `NotificationSettings`, `FixtureFilter`) are skipped, \
            by name only: a backend response named that way is skipped too.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    let exempt: [String]
    let selection: ModelTypes.Selection
    let folders: [String]
    let localState: [String]

    public init(options: RuleOptions) {
        exempt = options[ModelTypes.exemptOption]
        folders = options[ModelTypes.folderOption]
        localState = options[ModelTypes.localStateOption]
        selection = ModelTypes.Selection(exempt: exempt, folders: folders, localSuffixes: localState)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // The user's own settings and filters are edited through bindings, so their vars are the point.
        let local = ModelTypes.localState(in: file, suffixes: localState)
        for scope in ModelTypes.scopes(in: context, selection) where scope.kind == .struct {
            guard !ModelTypes.isLocalState(scope, local, in: file) else { continue }
            let decoded = codingKeys(of: scope, in: file)
            for member in file.members(of: scope) where member.kind == .var && !member.isComputed
                && !ModelTypes.isStatic(member, in: file) {
                // Left out of the type's CodingKeys: the app's own field beside the decoded ones.
                if let decoded, let name = member.name, !decoded.contains(file.text(name)) { continue }
                let name = member.name.map(file.text) ?? "This property"
                if member.modifiers.contains(where: { file.is($0, "lazy") }) {
                    findings.report(file, at: member.keyword, Self.lazyMessage(name))
                } else if hasObservers(member, in: file) {
                    findings.report(file, at: member.keyword, Self.observedMessage(name))
                } else {
                    // The fix asks what the whole repository does with the property: only when a fix is used.
                    findings.report(file, at: member.keyword, Self.message(name), fix: context.run.offersFixes ? fix(member, of: scope, in: context) : nil)
                }
            }
        }
    }

    /// The case names of the type's own `enum CodingKeys` (`case id, title, width`); nil without one.
    private func codingKeys(of scope: SwiftTypeDeclaration, in file: SourceFile) -> Set<String>? {
        guard let open = scope.bodyOpen, let close = file.partner(of: open),
              let keys = file.swiftTypeDeclarations().first(where: { $0.kind == .enum && file.is($0.name, "CodingKeys")
                  && $0.keyword > open && $0.keyword < close }),
              let body = keys.bodyOpen, let end = file.partner(of: body) else { return nil }
        var names: Set<String> = []
        for k in body + 1..<end where file.kind(k) == .identifier && file.enclosingOpener(of: k) == body {
            if let before = file.previousSignificant(before: k), file.is(before, "case") || file.kind(before) == .comma { names.insert(file.text(k)) }
        }
        return names
    }

    /// `var x: T` as `let x: T` (`public private(set) var` as `public let`), for a stored
    /// property without a value, observers or wrapper that the file sets only in initializers.
    @_optimize(none)
    private func fix(_ member: SwiftMember, of type: SwiftTypeDeclaration, in context: RuleContext) -> Fix? {
        let file = context.file
        let plain = ["private", "fileprivate", "internal", "public", "package"]
        var edits: [TextEdit] = []
        for modifier in member.modifiers {
            guard file.isOne(modifier, of: plain) else { return nil }
            // `private(set)`: a let has no setter to limit.
            guard let open = file.nextSignificant(after: modifier), file.kind(open) == .openParen else { continue }
            guard let close = file.partner(of: open), let next = file.nextSignificant(after: close),
                  !SwiftFixes.hasComment(modifier..<next, in: file) else { return nil }
            edits.append(TextEdit(start: file.tokens[modifier].start, end: file.tokens[next].start, replacement: ""))
        }
        // To the end of the declaration: no `=` (a let with a value is not decoded) and no `{`.
        let scope = file.enclosingOpener(of: member.keyword)
        var names: [String] = []
        var optional = false
        var j = member.keyword + 1
        while j < file.tokens.count, file.kind(j) != .newline || file.enclosingOpener(of: j) != scope {
            if file.enclosingOpener(of: j) == scope {
                if file.kind(j) == .closeBrace || file.kind(j) == .semicolon { break }
                if file.kind(j) == .openBrace || (file.kind(j) == .operator && file.is(j, "=")) { return nil }
                if (file.kind(j) == .operator && (file.is(j, "?") || file.is(j, "!"))) || file.isIdentifier(j, "Optional") { optional = true }
                // `var a: Int, b: Int`: each name before its colon.
                if file.kind(j) == .identifier, file.kind(after: j) == .colon,
                   let before = file.previousSignificant(before: j), file.is(before, "var") || file.kind(before) == .comma {
                    names.append(file.text(j))
                }
            }
            j += 1
        }
        guard !names.isEmpty, !isAssigned(names, in: file) else { return nil }
        // Another file that sets it (`viewModel.account.name = …`, `$draft.name`) would stop compiling.
        guard !names.contains(where: context.model.uses.changes(member:)) else { return nil }
        // An optional var starts as nil by itself; a let must be set by every initializer.
        if optional, !initializersSet(names, of: type, in: file) { return nil }
        // The memberwise initializer gives an optional var `= nil` as its default, which a let
        // loses: a call anywhere in the repository that leaves the argument out would stop compiling.
        if optional, !declaresInitializer(type, in: file),
           names.contains(where: { context.model.uses.constructs(file.text(type.name), without: $0) }) { return nil }
        edits.append(file.replacing(member.keyword, with: "let"))
        return Fix("Declare it with let", .unsafe, edits: edits)
    }

    /// Whether the file writes an initializer for the type (in its body or an extension), which
    /// replaces the memberwise one only in the body.
    private func declaresInitializer(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        file.members(of: type).contains { $0.kind == .initializer }
    }

    /// Whether every initializer the file writes for the type (in its body or an extension)
    /// names each of the properties. With none, the memberwise one sets them all, though it
    /// loses the `= nil` default its callers may leave out.
    private func initializersSet(_ names: [String], of type: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        let name = file.text(type.name)
        let holders = file.swiftTypeDeclarations().filter { $0.keyword == type.keyword || ($0.kind == .extension && file.text($0.name) == name) }
        for holder in holders {
            for member in file.members(of: holder) where member.kind == .initializer {
                guard let open = member.bodyOpen, let close = file.partner(of: open) else { return false }
                let named = Set((open..<close).filter { file.kind($0) == .identifier }.map { file.text($0) })
                // `self.init(…)` hands the work to another initializer.
                let delegates = (open..<close).contains { file.is($0, "init") && file.previousSignificant(before: $0).map { file.kind($0) == .dot } == true }
                if !delegates, !names.allSatisfy(named.contains) { return false }
            }
        }
        return true
    }

    /// Whether the file changes one of the names: assigns it (`x = `, `self.x += `, `&x`) outside
    /// an initializer, or anywhere assigns through its subscript or calls a mutating method on it.
    private func isAssigned(_ names: [String], in file: SourceFile) -> Bool {
        let uses = names.flatMap { file.occurrences(ofName: $0) }.sorted()
        for k in uses {
            guard var after = file.nextSignificant(after: k) else { continue }
            if file.kind(after) == .dot, let method = file.nextSignificant(after: after), file.kind(after: method) == .openParen,
               ProjectUses.mutatingMethods.contains(file.text(method)) { return true }
            // `x[key] = value`, `x[i] += 1`.
            guard file.kind(after) == .openBracket, let close = file.partner(of: after), let next = file.nextSignificant(after: close) else { continue }
            after = next
            if file.kind(after) == .operator, file.text(after).hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(file.text(after)) {
                return true
            }
        }
        let initializers = file.swiftTypeDeclarations().flatMap { file.members(of: $0) }
            .filter { $0.kind == .initializer }.compactMap { member in member.bodyOpen.flatMap { open in file.partner(of: open).map { open...$0 } } }
        for k in uses {
            let inout_ = file.previousSignificant(before: k).map { file.is($0, "&") } ?? false
            var assigned = false
            if let after = file.nextSignificant(after: k), file.kind(after) == .operator {
                let op = file.text(after)
                assigned = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
            }
            if (inout_ || assigned), !initializers.contains(where: { $0.contains(k) }) { return true }
        }
        return false
    }

    static func message(_ name: String) -> String {
        "\(name) is a var in a model; declare it with let and build a new value to change it."
    }

    static func lazyMessage(_ name: String) -> String {
        "\(name) is a lazy var in a model, computed on the device after decoding; have the backend send it, or compute it outside the model."
    }

    static func observedMessage(_ name: String) -> String {
        "\(name) runs code when it is set (didSet/willSet) in a model; decode it as a let and react where a new value is built."
    }

    /// `var x: T { didSet { … } }`: a binding whose accessors are observers.
    private func hasObservers(_ member: SwiftMember, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let variable = tree.node(atToken: member.keyword)
        guard tree.kind(variable) == .variable else { return false }
        return tree.children(variable).contains { binding in
            tree.kind(binding) == .binding && tree.children(binding).contains { accessors in
                tree.kind(accessors) == .block && tree.children(accessors).contains {
                    tree.kind($0) == .function && ["didSet", "willSet"].contains(tree.nameText($0))
                }
            }
        }
    }
}
