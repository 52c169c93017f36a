// Flags ActivityConfigurations missing a required presentation, and compact views that open different URLs.

import UmpireCore
import UmpireRuleSupport

public struct LiveActivityPresentations: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "live-activity-presentations", area: .liveActivity, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "An ActivityConfiguration missing a required presentation, or compact views opening different URLs",
        rationale: """
            The system picks the presentation: the Lock Screen, the Dynamic Island's compact \
            leading and trailing views, minimal when several activities run, expanded on a long \
            press, and the small family on Apple Watch and CarPlay. A missing one shows an empty \
            or default view to some fans. The two compact views are one pill to the user, so a \
            tap on either side must open the same match.
            """,
        fix: "Add the missing closure or region, and give compactLeading and compactTrailing the same widgetURL.",
        options: [requiredOption.declaration],
        triggerWords: ["ActivityConfiguration"],
        limitations: """
            A minimal presentation shows live data when it names the context (or its state), other \
            than its static `context.attributes`, itself or in a property or method of this file it \
            names (`minimal: { minimalView }`, two levels deep); a view that reads the data another \
            way (the environment) is taken for a static one. \
            A Dynamic Island built in another file (the `dynamicIsland:` closure calls a helper \
            that is not in this file) is not checked. The expanded region and \
            .supplementalActivityFamilies([.small]) (or a modifier wrapping it, named \
            `supplementalActivityFamilies…`) count when they appear anywhere in the file. \
            widgetURLs (or the destinations of Links wrapping the compact views) are compared as \
            written, and only when both compact views set one. A \
            configuration kept for systems before iOS 18 beside a newer one (in a type marked \
            `@available(iOS 17…)` or older, named Legacy or in a file with another configuration) \
            is not asked for the small family; an app's only configuration is, whatever iOS it starts from.
            """,
        triggering: examples.triggering, nonTriggering: examples.nonTriggering) }

    enum Piece: String, CaseIterable {
        case lockScreen, compactLeading, compactTrailing, minimal, expanded, supplementalActivityFamilies
    }

    let required: [Piece]

    static let requiredOption = Option<[String]>(RuleOption("required", default: .array(Piece.allCases.map { .string($0.rawValue) }),
        kind: .someOf(Piece.allCases.map(\.rawValue)),
        help: "The presentations every ActivityConfiguration must have (\(Piece.allCases.map(\.rawValue).joined(separator: ", ")))."))

    public init(options: RuleOptions) {
        required = options[Self.requiredOption].compactMap(Piece.init(rawValue:))
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Facts about the whole file, read once however many configurations it holds.
        var wholeFile: (expandedRegion: Bool, smallFamily: Bool, islands: [ClosedRange<Int>])?
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "ActivityConfiguration"), !file.isMemberAccess(i), let paren = arguments(after: i, in: file),
                  let close = file.partner(of: paren) else { continue }
            if wholeFile == nil {
                wholeFile = (file.tokens.indices.contains { file.isIdentifier($0, "DynamicIslandExpandedRegion") },
                             hasSmallFamily(in: file), builtIslands(in: file))
            }
            let facts = wholeFile!
            let end = expressionEnd(after: close, in: file)
            var present: Set<Piece> = []
            if file.kind(after: close) == .openBrace || closure(labelled: "content", in: paren...close, file: file) != nil {
                present.insert(.lockScreen)
            }
            let islands = islandRanges(in: i...end, built: facts.islands, file: file)
            if islands == nil { present.formUnion([.compactLeading, .compactTrailing, .minimal, .expanded]) }
            let leading = islands?.lazy.compactMap { closure(labelled: "compactLeading", in: $0, file: file) }.first
            let trailing = islands?.lazy.compactMap { closure(labelled: "compactTrailing", in: $0, file: file) }.first
            if leading != nil { present.insert(.compactLeading) }
            if trailing != nil { present.insert(.compactTrailing) }
            if let minimal = islands?.lazy.compactMap({ closure(labelled: "minimal", in: $0, file: file) }).first {
                present.insert(.minimal)
                // At what the minimal view shows (`Image("cricket-ball")`), the line to change.
                if !showsLiveData(minimal, in: context) {
                    let shown = file.nextSignificant(after: minimal.lowerBound).flatMap { $0 < minimal.upperBound ? $0 : nil } ?? minimal.lowerBound
                    findings.report(file, at: shown, Self.staticMinimalMessage)
                }
            }
            if facts.expandedRegion
                || islands?.contains(where: { closure(labelled: "expanded", in: $0, file: file) != nil }) == true {
                present.insert(.expanded)
            }
            if facts.smallFamily || predatesSmallFamily(i, in: file) { present.insert(.supplementalActivityFamilies) }
            // What one configuration lacks is one finding, however many pieces it names.
            let missing = required.filter { !present.contains($0) }
            if !missing.isEmpty { findings.report(file, at: i, Self.message(missing: missing)) }
            if let leading, let trailing, let leadingURL = widgetURL(in: leading, file: file),
               let trailingURL = widgetURL(in: trailing, file: file), leadingURL.text != trailingURL.text {
                findings.report(file, at: trailingURL.callee, Self.urlMessage)
            }
        }
    }

    /// Inside a type marked `@available(iOS 17.2, *)`: the configuration kept for systems older
    /// than iOS 18, where .supplementalActivityFamilies does not exist.
    private func predatesSmallFamily(_ i: Int, in file: SourceFile) -> Bool {
        guard let type = file.swiftTypeDeclarations().last(where: { t in
            t.isTopLevel && (t.bodyOpen.map { $0 < i } ?? false) && (t.bodyClose.map { $0 > i } ?? false)
        }) else { return false }
        // Kept beside a newer one: named for it (`ScoreActivityLegacyWidget`), or another
        // configuration in the file. An app's only configuration, marked for the iOS it starts
        // from (`@available(iOS 16.2, *)`), still owes iOS 18 its small family.
        let others = file.tokens(spelling: [Self.activityConfigurationBytes]).filter { file.isIdentifier($0, "ActivityConfiguration") && !file.isMemberAccess($0) }.count
        guard file.text(type.name).contains("Legacy") || others > 1 else { return false }
        for attribute in type.modifiers where file.is(attribute, "@available") {
            guard let paren = file.nextSignificant(after: attribute), file.kind(paren) == .openParen,
                  let close = file.partner(of: paren) else { continue }
            for k in paren..<close where file.isIdentifier(k, "iOS") {
                if let version = file.nextSignificant(after: k), file.kind(version) == .number,
                   let major = Int(file.text(version).prefix { $0.isNumber }), major < 18 {
                    return true
                }
            }
        }
        return false
    }

    private static let activityConfigurationBytes = Array("ActivityConfiguration".utf8)

    /// The `(` of `ActivityConfiguration(` or `ActivityConfiguration.init(`.
    private func arguments(after name: Int, in file: SourceFile) -> Int? {
        guard var next = file.nextSignificant(after: name) else { return nil }
        if file.kind(next) == .dot, let initializer = file.nextSignificant(after: next), file.is(initializer, "init"),
           let paren = file.nextSignificant(after: initializer) {
            next = paren
        }
        return file.kind(next) == .openParen ? next : nil
    }

    /// The last token of an expression: its trailing closures (`{ … } dynamicIsland: { … }`)
    /// and modifier chain (`.supplementalActivityFamilies([.small])`).
    private func expressionEnd(after close: Int, in file: SourceFile) -> Int {
        var last = close
        while let next = file.nextSignificant(after: last) {
            if file.kind(next) == .openBrace, let p = file.partner(of: next) {
                last = p
            } else if file.kind(next) == .identifier, let colon = file.nextSignificant(after: next), file.kind(colon) == .colon,
                      let brace = file.nextSignificant(after: colon), file.kind(brace) == .openBrace, let p = file.partner(of: brace) {
                last = p
            } else if file.kind(next) == .dot, let name = file.nextSignificant(after: next), file.kind(name) == .identifier {
                last = name
                if let open = file.nextSignificant(after: name), file.kind(open) == .openParen, let p = file.partner(of: open) { last = p }
            } else {
                break
            }
        }
        return last
    }

    /// Where the Dynamic Island's closures are: the configuration itself when it builds the
    /// `DynamicIsland` inline, else every `DynamicIsland` built in the file; nil when it is
    /// built in another file (a `dynamicIsland:` closure but no `DynamicIsland` here).
    private func islandRanges(in range: ClosedRange<Int>, built: [ClosedRange<Int>], file: SourceFile) -> [ClosedRange<Int>]? {
        if range.contains(where: { file.isIdentifier($0, "DynamicIsland") }) { return [range] }
        if !built.isEmpty { return built }
        return range.contains(where: { file.isIdentifier($0, "dynamicIsland") }) ? nil : [range]
    }

    /// Every `DynamicIsland(…) { … }` or `DynamicIsland { … }` built in the file.
    private func builtIslands(in file: SourceFile) -> [ClosedRange<Int>] {
        file.tokens.indices.compactMap { i -> ClosedRange<Int>? in
            guard file.isIdentifier(i, "DynamicIsland"), let next = file.nextSignificant(after: i),
                  file.kind(next) == .openParen || file.kind(next) == .openBrace else { return nil }
            let start = file.kind(next) == .openParen ? file.partner(of: next) : i
            return start.map { i...expressionEnd(after: $0, in: file) }
        }
    }

    /// The `{ … }` of `label: { … }` within `range`.
    private func closure(labelled label: StaticString, in range: ClosedRange<Int>, file: SourceFile) -> ClosedRange<Int>? {
        for i in range where file.isIdentifier(i, label) {
            guard let colon = file.nextSignificant(after: i), file.kind(colon) == .colon,
                  let brace = file.nextSignificant(after: colon), file.kind(brace) == .openBrace,
                  let close = file.partner(of: brace) else { continue }
            return brace...close
        }
        return nil
    }

    /// Whether a presentation's closure reads the activity's data: it names `context`, `state`
    /// or the name a closure around it gives the context (`{ ctx in`), other than for its
    /// attributes. A logo alone does not.
    private func showsLiveData(_ closure: ClosedRange<Int>, in context: RuleContext, depth: Int = 0) -> Bool {
        let file = context.file
        var names: Set<String> = ["context", "state"]
        for opener in file.openers(around: closure.lowerBound) where file.kind(opener) == .openBrace {
            if let name = file.nextSignificant(after: opener), file.kind(name) == .identifier,
               let keyword = file.nextSignificant(after: name), file.is(keyword, "in") {
                names.insert(file.text(name))
            }
        }
        // `context.attributes` is fixed when the activity starts: a flag or logo from it is not live data.
        let namesState = closure.contains { k in
            guard file.kind(k) == .identifier, Int(file.tokens[k].length) <= 32, names.contains(file.text(k)) else { return false }
            guard let dot = file.nextSignificant(after: k), file.kind(dot) == .dot,
                  let member = file.nextSignificant(after: dot) else { return true }
            return !file.is(member, "attributes")
        }
        return namesState || depth < 2 && memberBodies(namedIn: closure, except: names, file: file).contains { showsLiveData($0, in: context, depth: depth + 1) }
    }

    /// The bodies of this file's properties and functions a closure names on its own
    /// (`minimal: { minimalView }`, `minimalContent()`): the view it shows is drawn there.
    private func memberBodies(namedIn closure: ClosedRange<Int>, except contextNames: Set<String>, file: SourceFile) -> [ClosedRange<Int>] {
        let tree = file.syntax
        var bodies: [ClosedRange<Int>] = []
        // A member's name standing for a view: not a type's, not an argument's label, not the
        // context's own (a view's `let context` declares no view).
        for k in closure where file.kind(k) == .identifier && !file.isMemberAccess(k) && file.text(k).first?.isLowercase == true {
            if let next = file.nextSignificant(after: k), file.kind(next) == .colon { continue }
            let name = file.text(k)
            guard !contextNames.contains(name) else { continue }
            let declarations = tree.bindings(named: name).compactMap(tree.parent).filter { tree.kind($0) == .variable }
                + tree.functions(named: name)
            for declaration in declarations where isTypeMember(declaration, tree: tree) {
                let first = Int(tree[declaration].first), last = Int(tree[declaration].last)
                if first <= last, !(first...last).contains(k) { bodies.append(first...last) }
            }
        }
        return bodies
    }

    private func isTypeMember(_ declaration: SyntaxID, tree: SyntaxTree) -> Bool {
        guard let body = tree.parent(declaration), tree.kind(body) == .block, let owner = tree.parent(body) else { return false }
        return tree.kind(owner) == .typeDeclaration
    }

    /// The first `.widgetURL(…)` in a closure, or a `Link(destination:)` wrapping its view: its
    /// name and the URL as written.
    private func widgetURL(in range: ClosedRange<Int>, file: SourceFile) -> (callee: Int, text: String)? {
        for i in range where file.isIdentifier(i, "widgetURL") || file.isIdentifier(i, "Link") && !file.isMemberAccess(i) {
            guard let open = file.nextSignificant(after: i), file.kind(open) == .openParen,
                  let close = file.partner(of: open) else { continue }
            var start = open + 1
            if file.is(i, "Link") {
                guard let label = file.nextSignificant(after: open), file.isIdentifier(label, "destination"),
                      let colon = file.nextSignificant(after: label), file.kind(colon) == .colon else { continue }
                start = colon + 1
            }
            return (i, (start..<close).filter { !file.kind($0).isTrivia }.map(file.text).joined(separator: " "))
        }
        return nil
    }

    /// `supplementalActivityFamilies([.small])` anywhere in the file, or a wrapper modifier named
    /// after it (`.supplementalActivityFamiliesIfAvailable()`).
    private func hasSmallFamily(in file: SourceFile) -> Bool {
        file.tokens.indices.contains { i in
            guard file.kind(i) == .identifier, file.tokens[i].length >= 28, file.text(i).hasPrefix("supplementalActivityFamilies"),
                  let open = file.nextSignificant(after: i), file.kind(open) == .openParen,
                  let close = file.partner(of: open) else { return false }
            return !file.is(i, "supplementalActivityFamilies") || (open..<close).contains { file.isIdentifier($0, "small") }
        }
    }

    static func message(missing pieces: [Piece]) -> String {
        guard pieces.count > 1 else { return message(missing: pieces[0]) }
        let added = pieces.map { piece -> String in
            switch piece {
            case .lockScreen: "a Lock Screen closure"
            case .expanded: "a DynamicIslandExpandedRegion"
            case .supplementalActivityFamilies: ".supplementalActivityFamilies([.small]) for Watch and CarPlay"
            case .compactLeading, .compactTrailing, .minimal: "a \(piece.rawValue): closure"
            }
        }
        return "This ActivityConfiguration lacks \(pieces.count) of its presentations; add "
            + added.dropLast().joined(separator: ", ") + " and " + added.last! + "."
    }

    static func message(missing piece: Piece) -> String {
        switch piece {
        case .lockScreen: "This ActivityConfiguration has no Lock Screen closure; add one, as every presentation is required."
        case .expanded: "This ActivityConfiguration has no DynamicIslandExpandedRegion; add the expanded presentation."
        case .supplementalActivityFamilies:
            "This ActivityConfiguration has no .supplementalActivityFamilies([.small]); add it for Watch and CarPlay."
        case .compactLeading, .compactTrailing, .minimal:
            "This ActivityConfiguration has no \(piece.rawValue) presentation; add a \(piece.rawValue): closure to its DynamicIsland."
        }
    }

    static let staticMinimalMessage = "This minimal presentation shows no live data; show the score or overs from context.state, not a logo."

    static let urlMessage = "compactTrailing opens a different URL than compactLeading; give both the same destination."
}
