// Flags computed properties and methods in models that build display text.

import UmpireCore
import UmpireRuleSupport

public struct ModelDisplayLogic: Rule {
    static let path = "ios/CricketApp/Models/MatchItem.swift"

    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "model-display-logic", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test, .service], severity: .error,
        summary: "A computed property or method in a model that builds display text",
        rationale: """
            The backend's buildDisplayState computes every display value, so the app, the widget \
            and the Live Activity show the same text and a copy fix ships without an App Store \
            release. A model property that returns a String built from its fields, or formats \
            a number or date, forks that logic on the device, where it drifts.
            """,
        fix: "Add the display string to the backend's display state and decode it as a stored let.",
        options: [
            ModelTypes.exemptOption.declaration,
            ModelTypes.folderOption.declaration,
            ModelTypes.localStateOption.declaration, codableElsewhereOption.declaration, displayTypesOption.declaration, allowedNamesOption.declaration, allowedSuffixesOption.declaration, formatterTypesOption.declaration],
        asks: """
            Does a model the backend sends build display text or a display figure on the device? A \
            computed property or method of a model (a contract or fetched type the project model \
            knows, a Codable or hand-decoded type in a model folder, a type nested in one, or an \
            extension of a backend struct or enum in any file; in a view's file, of a struct only) \
            that returns `String`, `AttributedString` or `LocalizedStringKey` (option \
            `displayTypes`) and does more than hand back a stored value (`{ matchID }`, \
            `type?.name ?? ""`, a row looked up by its key, `records?.first(where: …)?.summary ?? ""`, \
            one of two fields) or gives only codes (one character or a lower-case word, or one \
            built around another code's rawValue or id, `"feature_gate_\\(feature.rawValue)"`: a sort \
            key's `"A"`, a league's `"nfl"`; not a winner picked by comparing scores); one that may return text and calls \
            `String(format:)`, `.formatted(…)` or makes a formatter; or one that returns a number \
            computed with a spaced `+`, `-`, `*` or `/`. A static member counts only when given \
            the model's own type. Left alone: names in `allowedNames` or ending in \
            `allowedSuffixes` (`ID`, `Key`, `URL`, `IconName`, `Image`, `Logo`, `Code`…), members taking a `CGSize` \
            or `GeometryProxy`, numbers named for a dimension, bodies naming no value, and the \
            user's settings types (option `localStateSuffixes`).
            """,
        whenUnknown: """
            A type the project model cannot tie to the backend (no contract, no service returns \
            it, no backend type holds it) is still read in a model folder (option `modelFolders`) \
            when it is Codable or decoded by hand from JSON, and in a file named `…Models.swift` \
            when Codable; elsewhere it is read only with option `codableElsewhere`, and then if \
            Codable. Inside a member no value's origin is asked: the return type and the body's \
            shape decide.
            """,
        limitations: """
            A file named for its models (`Models.swift`, `NBAModels.swift`) counts as a model folder for its Codable types. Outside the model folders only the types the app fetches are read: what a service, \
            client, API or repository returns, Decodable-only responses, and the types those hold or \
            convert to (`dto.toTotals()`); option codableElsewhere adds every Codable type, which are \
            often the app's own persisted settings whose option labels are chrome. Models are found as model-conformance finds them, Codable or decoded by hand from a response's JSON (`init?(fromJson: [String: AnyObject])`); types named like the user's own \
            settings (option localStateSuffixes) are skipped, as their option labels are chrome. \
            A member returning a number is flagged when it does arithmetic (a spaced `+`, `-`, \
            `*` or `/` beside a name, a call or a subscript: the model's values, or a parameter or \
            local worked from them, as in a run rate or a required rate): the backend computes \
            those too; unspaced `a/b` is not read. Extensions of a \
            backend model in another file are read (by the project model), in a view's file too \
            (`private extension BatterLine`, where only such extensions are read); static members are not \
            checked, except a static function given the model's own value \
            (`static func shareBlurb(for match: Match)`). A member that only returns another property (`var id: String { matchID }`, or an optional chain with nothing shown when it is missing, `type?.name ?? ""`, `status?.type?.state`, `competitions?.first?.venue?.fullName`, or one of two fields as sent, `isHomeGame ? awayCode : homeCode`) \
            is allowed, as is layout maths on a size passed in (`func height(in size: CGSize)`) or \
            in a member named for a length (`func intrinsicHeight(blockWidth: CGFloat) -> CGFloat`). \
            A Live Activity's ContentState is read even when its attributes hold nothing else.
            """,
        triggering: examples.triggering + fetchedExamples.triggering, nonTriggering: examples.nonTriggering + fetchedExamples.nonTriggering) }

    let exempt: [String]
    let selection: ModelTypes.Selection
    let folders: [String]
    let displayTypes: [String]
    let allowedNames: [String]
    let allowedSuffixes: [String]
    let formatterTypes: [String]
    let localState: [String]
    let codableElsewhere: Bool

    static let codableElsewhereOption = Option<Bool>(RuleOption("codableElsewhere", default: .bool(false),
        help: "Also read Codable types outside the model folders (often the app's own persisted settings)."))
    static let displayTypesOption = Option<[String]>(RuleOption("displayTypes", default: .array(["String", "AttributedString", "LocalizedStringKey"].map(JSONValue.string)),
        help: "Return types that make a computed property or method a display value."))
    static let allowedNamesOption = Option<[String]>(RuleOption("allowedNames", default: .array(["id", "debugDescription", "rawValue", "stringValue"].map(JSONValue.string)),
        help: "Member names that return strings which are never shown (identity, debugging, coding)."))
    static let allowedSuffixesOption = Option<[String]>(RuleOption("allowedSuffixes", default: .array(["ID", "Id", "Key", "Path", "URL", "Url", "Link", "Identifier", "IconName", "ImageName", "Image", "Logo",
        "SymbolName", "SystemImage", "SystemName", "Color", "Tint", "Hex", "Flag", "Emoji",
        "Keyword", "Code", "Filename", "FileName", "Parameter", "Fingerprint"].map(JSONValue.string)),
                       help: "Name endings of members whose strings are identifiers, keys, paths, links, search keywords, codes, file names, request parameters, symbol names, colour hex values or emoji flags (`path` counts as `Path`)."))
    static let formatterTypesOption = Option<[String]>(RuleOption("formatterTypes", default: .array(["NumberFormatter", "DateFormatter", "MeasurementFormatter",
        "RelativeDateTimeFormatter", "DateComponentsFormatter"].map(JSONValue.string)),
                       help: "Formatter types whose construction in a model member counts as building display text."))

    public init(options: RuleOptions) {
        localState = options[ModelTypes.localStateOption]
        codableElsewhere = options[Self.codableElsewhereOption]
        exempt = options[ModelTypes.exemptOption]
        folders = options[ModelTypes.folderOption]
        displayTypes = options[Self.displayTypesOption]
        allowedNames = options[Self.allowedNamesOption]
        allowedSuffixes = options[Self.allowedSuffixesOption]
        formatterTypes = options[Self.formatterTypesOption]
        selection = ModelTypes.Selection(exempt: exempt, folders: folders, localSuffixes: localState)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Outside the model folders, only the backend's contract types (the display state, a Live
        // Activity's content state, generated models) unless every Codable type is asked for.
        let inModelFolder = ModelTypes.isModelFile(context, folders: folders)
        // A settings option's label is app chrome, not a value the backend owns.
        let local = ModelTypes.localState(in: file, suffixes: localState)
        // In a view's file only an extension of a backend model's struct is the model's code
        // (`private extension BatterLine { var strikeRateText … }`); the view's own types are not,
        // and an enum's labels there are the picker's (`extension GameMode { var title … }`).
        let viewFile = context.roles.contains(.view)
        if viewFile, !file.swiftTypeDeclarations().contains(where: { $0.kind == .extension }) { return }
        for scope in ModelTypes.scopes(in: context, selection,
                                       contractsOnly: !inModelFolder && !codableElsewhere)
        where !ModelTypes.isLocalState(scope, local, in: file)
            && (!viewFile || scope.kind == .extension && context.model.type(named: file.dottedName(startingAt: scope.name))?.kind == .struct) {
            for member in file.members(of: scope) where member.kind == .func || member.isComputed {
                guard let name = member.name, let open = member.bodyOpen, let close = file.partner(of: open),
                      !ModelTypes.isStatic(member, in: file) || takesOwnType(member, of: scope, before: open, in: file) else { continue }
                let text = file.text(name)
                // `var normalizedLevel: String? { level?.lowercased() }`: a code cleaned up to be compared.
                guard !allowedNames.contains(text), !allowedSuffixes.contains(where: { Self.ends(text, with: $0) }), !text.hasPrefix("normalized"),
                      !takesGeometry(member, before: open, in: file), readsAValue(open, close, in: file) else { continue }
                let type = declaredType(member, before: open, in: file)
                let returnsDisplay = isDisplayType(type, in: file) && !forwards(open, close, in: file) && !returnsOnlyCodes(open, in: file)
                // A formatter in a member that returns a Date, a number or nothing parses or logs;
                // it does not build a display value.
                let mayDisplay = type.contains { file.kind($0) == .identifier && file.isOne($0, of: displayTypes) }
                if returnsDisplay || mayDisplay && formats(open, close, in: file) {
                    findings.report(file, at: name, Self.message(text))
                // `func intrinsicHeight(blockWidth:) -> CGFloat`: a length for the layout.
                } else if isNumber(type, in: file), !ValueNames.isDimension(text), computes(open, close, in: file) {
                    findings.report(file, at: name, Self.computedMessage(text))
                }
            }
        }
    }

    /// The tokens of the declared type: `String?` of a property, `-> [String]` of a method.
    private func declaredType(_ member: SwiftMember, before open: Int, in file: SourceFile) -> [Int] {
        var type: [Int] = []
        var j = file.nextSignificant(after: member.keyword)
        var inType = false
        while let k = j, k < open {
            if inType { type.append(k) }
            if member.kind == .var ? file.kind(k) == .colon : file.is(k, "->") { inType = true; type = [] }
            if let p = file.partner(of: k), file.kind(k) == .openParen || (file.kind(k) == .openBracket && !inType) {
                j = file.nextSignificant(after: p)
                continue
            }
            j = file.nextSignificant(after: k)
        }
        return type
    }

    /// `String`, `String?`, `AttributedString` (with `throws`/`async` on a method).
    private func isDisplayType(_ type: [Int], in file: SourceFile) -> Bool {
        guard let first = type.first, file.kind(first) == .identifier, file.isOne(first, of: displayTypes) else { return false }
        return type.dropFirst().allSatisfy { file.is($0, "?") || file.is($0, "!") || file.isOne($0, of: ["throws", "async"]) }
    }

    /// `{ matchID }`, `{ return team.name }`, `{ settings[key.rawValue] as? String }`,
    /// `{ type?.name ?? "" }`: the member hands back a stored value unchanged (an empty string
    /// for a missing one shows nothing).
    private func forwards(_ open: Int, _ close: Int, in file: SourceFile) -> Bool {
        var j = file.nextSignificant(after: open)
        if let k = j, file.is(k, "return") { j = file.nextSignificant(after: k) }
        guard let start = j, var last = file.lastName(ofChainStartingAt: start) else { return false }
        while let next = file.nextSignificant(after: last), file.kind(next) == .openBracket, let closer = file.partner(of: next) {
            last = closer
        }
        guard var next = file.nextSignificant(after: last) else { return false }
        if file.is(next, "as"), let type = file.nextSignificant(after: next) {
            var end = type
            if file.kind(type) == .operator, let name = file.nextSignificant(after: type) { end = name }
            guard file.kind(end) == .identifier, let after = file.nextSignificant(after: end) else { return false }
            next = after
        }
        return next == close || forwardsOptional(open, in: file)
    }

    /// `{ type?.name ?? "" }`, `{ status?.type?.state }`: the syntax layer tells an optional chain
    /// of names with nothing shown when it is missing.
    private func forwardsOptional(_ open: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let block = tree.node(atToken: open)
        guard tree.kind(block) == .block, let statement = tree.firstChild(block), tree.nextSibling(statement) == nil else { return false }
        var value = statement
        if tree.kind(value) == .returnStatement {
            guard let returned = tree.firstChild(value) else { return false }
            value = returned
        }
        // `isHomeGame ? awayTeamAbbreviation : homeTeamAbbreviation`: one of two fields as sent.
        if tree.kind(value) == .ternary, let test = tree.firstChild(value), let yes = tree.nextSibling(test), let no = tree.nextSibling(yes) {
            return [yes, no].allSatisfy { isNameChain($0, in: tree) }
        }
        // `status?.type?.state`, `competitions?.first?.venue?.fullName`: a nested field handed back
        // as sent, nil when it is missing; or the same with `?? ""`.
        var chain = value
        if tree.kind(value) == .binary {
            guard tree.nameText(value) == "??", let first = tree.firstChild(value), let fallback = tree.nextSibling(first),
                  tree.kind(fallback) == .string, tree.text(fallback) == "\"\"" else { return false }
            chain = first
        }
        // `competitor?.records?.first(where: { $0.type == "total" })?.summary ?? ""`: a row looked
        // up by its key, its field handed back as sent.
        var link = chain
        while true {
            if tree.kind(link) == .member, let base = tree.firstChild(link) {
                link = base
            } else if tree.kind(link) == .postfix, ["?", "!"].contains(tree.nameText(link)), let base = tree.firstChild(link) {
                link = base
            } else if tree.kind(link) == .call, ["first", "last"].contains(tree.nameText(link)), let callee = tree.firstChild(link),
                      tree.kind(callee) == .member, let base = tree.firstChild(callee) {
                link = base
            } else {
                break
            }
        }
        return link != chain && tree.kind(link) == .name
    }

    /// `var sorted: String { … return "A" … "B" }`, `var league: String { … return "nfl" }`:
    /// everything the member returns is a code (one character, or a lower-case word such as a
    /// league's slug), which sorts or looks up and is never shown as written.
    private func returnsOnlyCodes(_ open: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let block = tree.node(atToken: open)
        guard tree.kind(block) == .block else { return false }
        let statements = Array(tree.children(block))
        var returned: [SyntaxID] = []
        if statements.count == 1, tree.kind(statements[0]).isValue {
            returned = [statements[0]]
        } else {
            for statement in tree.returnStatements(in: block) {
                guard let value = tree.firstChild(statement) else { return false }
                returned.append(value)
            }
        }
        var codes = 0
        while let value = returned.popLast() {
            if tree.kind(value) == .ternary, let test = tree.firstChild(value), let yes = tree.nextSibling(test), let no = tree.nextSibling(yes) {
                // `homeScore > awayScore ? "warriors" : "bulls"`: the winner worked out from the
                // score is the model deciding the result, whatever it names it by.
                if tree.kind(test) == .binary, [">", "<", ">=", "<="].contains(tree.nameText(test)) { return false }
                returned += [yes, no]
                continue
            }
            // `"feature_gate_\(feature.rawValue)"`: a key built from another code is a code.
            guard tree.kind(value) == .string, case let start = Int(tree[value].first),
                  tree.children(value).allSatisfy({ segment in
                      guard tree.kind(segment) == .interpolation else { return true }
                      var inner = tree.firstChild(segment)
                      if let argument = inner, tree.kind(argument) == .argument { inner = tree.firstChild(argument) }
                      return inner.map { ["rawValue", "id"].contains(tree.nameText($0)) } == true
                  }) else { return false }
            let text = file.ownText(ofStringAt: start)
            guard !text.isEmpty else { continue }
            guard text.count == 1 || text.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x5F })
            else { return false }
            codes += 1
        }
        return codes > 0
    }

    /// `awayTeam.abbreviation`, `homeName`: a field read as it is, no call, literal or operator.
    private func isNameChain(_ id: SyntaxID, in tree: SyntaxTree) -> Bool {
        var link = id
        while tree.kind(link) == .member, let base = tree.firstChild(link) { link = base }
        return tree.kind(link) == .name
    }

    /// `static func shareBlurb(for match: MatchSummary) -> String`: a static function given one
    /// of the model's own values is that model's display logic, written as a function.
    private func takesOwnType(_ member: SwiftMember, of scope: SwiftTypeDeclaration, before open: Int, in file: SourceFile) -> Bool {
        guard member.kind == .func else { return false }
        let own = file.text(scope.name)
        return (member.keyword..<open).contains { k in
            file.kind(k) == .identifier && (file.text(k) == own || file.is(k, "Self"))
                && file.previousSignificant(before: k).map { file.kind($0) == .colon } == true
        }
    }

    /// `var displayText: String { "" }`: a constant (a protocol's requirement met with nothing)
    /// builds no text from the model's fields.
    private func readsAValue(_ open: Int, _ close: Int, in file: SourceFile) -> Bool {
        (open..<close).contains { file.kind($0) == .identifier || file.kind($0) == .interpolationStart }
    }

    /// `func height(in size: CGSize) -> Double`: layout maths on a view's geometry, not a figure.
    private func takesGeometry(_ member: SwiftMember, before open: Int, in file: SourceFile) -> Bool {
        guard member.kind == .func else { return false }
        return (member.keyword..<open).contains { file.kind($0) == .identifier && file.isOne($0, of: ["CGSize", "CGRect", "CGPoint", "GeometryProxy"]) }
    }

    /// `Double`, `Int?`, `CGFloat`: a number a member computes.
    private func isNumber(_ type: [Int], in file: SourceFile) -> Bool {
        guard let first = type.first, file.kind(first) == .identifier,
              file.isOne(first, of: ["Int", "Double", "Float", "CGFloat", "Decimal"]) else { return false }
        return type.dropFirst().allSatisfy { file.is($0, "?") || file.isOne($0, of: ["throws", "async"]) }
    }

    /// Arithmetic on the model's values (`Double(runs) / Double(balls) * 6`): a binary `/`, `*`,
    /// `-` or `+` with a name on one side, not a literal sum.
    private func computes(_ open: Int, _ close: Int, in file: SourceFile) -> Bool {
        (open..<close).contains { k in
            guard file.kind(k) == .operator, file.isOne(k, of: ["/", "*", "-", "+"]),
                  file.tokens[k - 1].kind == .whitespace, file.tokens[k + 1].kind == .whitespace,
                  let left = file.previousSignificant(before: k), let right = file.nextSignificant(after: k) else { return false }
            return [left, right].contains { [.identifier, .closeParen, .closeBracket].contains(file.kind($0)) }
        }
    }

    /// `String(format:`, `.formatted(`, or a formatter built in the body.
    private func formats(_ open: Int, _ close: Int, in file: SourceFile) -> Bool {
        for k in open..<close where file.kind(k) == .identifier && file.kind(after: k) == .openParen {
            if file.is(k, "formatted"), file.isMemberAccess(k) { return true }
            if file.isMemberAccess(k) { continue }
            if file.isOne(k, of: formatterTypes) { return true }
            if file.is(k, "String"), let paren = file.nextSignificant(after: k),
               let label = file.firstArgumentLabel(ofOpenParen: paren), file.is(label, "format") { return true }
        }
        return false
    }

    /// `matchID` ends with `ID`; `path` and `url` are the suffixes `Path` and `URL` on their own.
    private static func ends(_ name: String, with suffix: String) -> Bool {
        // `team_code_id` ends with the word `id` as `teamCodeID` ends with `ID`.
        name.hasSuffix(suffix) || name == suffix.lowercased() || name == suffix.prefix(1).lowercased() + suffix.dropFirst()
            || name.lowercased().hasSuffix("_" + suffix.lowercased())
    }

    static func computedMessage(_ name: String) -> String {
        "\(name) computes a display value in a model; send it from buildDisplayState and decode it as a let."
    }

    static func message(_ name: String) -> String {
        "\(name) builds display text in a model; send it from buildDisplayState and decode it as a let."
    }
}
