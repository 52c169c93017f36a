// Flags app and widget code that takes backend strings apart.

import UmpireCore
import UmpireRuleSupport

public struct ClientSideParsing: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "client-side-parsing", area: .serverDrivenUI, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test, .service], severity: .error,
        summary: "Backend strings split or converted on the device",
        rationale: """
            A display string such as "14.2" overs is the backend's rendering of its data. \
            Splitting it to find the ball number, or converting a string field back into a \
            number, couples the app to a format the backend may change, and duplicates data \
            the backend already has as numbers. Ask for the value itself.
            """,
        fix: "Add the value you need as its own field in the display state.",
        options: [vocabularyOption.declaration, displaySuffixesOption.declaration],
        asks: """
            Is a string the backend sends taken apart on the device? A split \
            (`split(separator:)`, `components(separatedBy:)`), a separator the code names located \
            in it (`range(of: " - ")`), its digits or letters kept (`filter(\\.isNumber)`), a slice or strip (`prefix`, `dropFirst`, \
            `replacingOccurrences`, `trimmingCharacters`, a regex match; not whitespace trimmed, nor a \
            lower-cased code cleaned up to be switched on or looked up; not an id read as a number to \
            sort by, `Int(lhs.id.rawValue)`, nor an id, key or path made into another key, \
            `projectPath.replacingOccurrences(of: "/", with: "_")`; not inside a log call), a test of \
            how it starts or ends (`hasPrefix`, `hasSuffix`, for a value named as display text), a \
            conversion to a number (`Int(…)`, `Double(…)`, through `?? ""`; of a member, or of a closure's \
            parameter over a backend list, `compactMap { Int($0) }`, not of a bare local) or a date read back \
            with a display format (`formatter.date(from:)` after `dateFormat = "MMM d (EEE)"`, not an \
            ISO 8601 or `yyyy-MM-dd` one) of a value whose \
            provenance is a String field of a backend model (`MatchDisplayState`, a Live \
            Activity's `ContentState`, any Codable model the app decodes, a GraphQL client's \
            generated result such as `GamesQuery.Data.Game`), reached through a \
            property, a local, a parameter, a `ForEach` element or `context.state`, whatever \
            its name.
            """,
        whenUnknown: """
            Where no declaration is reached, the name decides: a member from the vocabulary \
            (`state.overs`) or a name with a display suffix (`oversLine`). A String parameter no \
            call site explains, or a view's stored String no construction fills, counts when a \
            backend type has a String field of its name and the name is one of those or ends in \
            `Text` (`func stageNumber(from numberLabel: String)`, a badge's `let scoreText: String`); \
            other Strings of \
            unknown origin do not (`csvLine`). A `hasPrefix`/`hasSuffix` counts only on a value a \
            declaration, or such a parameter, makes the backend's.
            """,
        limitations: """
            An extension of String (or Substring) whose member converts text to numbers is judged \
            by what it does, since no receiver is there to trace: one finding per member, at its \
            first split or else its conversion (`extension String { func scoreParts() … split(separator: "–") … Int(…) }`); \
            a member named for a version, a colour or an address is left alone. \
            A backend model's own display member (`var leagueBadge: String { league.prefix(3) … }`) \
            is model-display-logic's, reported once where it is declared. Not parsing: a name made from a backend string for an image or a link \
            (`Image(team.name.replacingOccurrences(of: " ", with: "-"))`, `URL(string: …)`), \
            a local taken out of one only to be written into a link (`let year = \
            date.components(separatedBy: "-")[0]`, read only in `"…?year=\\(year)"`), \
            converting a number (`Double(state.runs)`), slicing a list \
            (`state.recentBalls.prefix(6)`), the view's own state (`@State`, `@AppStorage`), \
            values of other known types, and anything that is not the backend's (a path, an id, \
            a search query, a version), nor preview code; a conversion handed straight to an \
            awaited call (`await repository.standings(forYear: Int(season.year)!)`) is a \
            request's parameter, not a value taken out of display text.
            """,
        triggering: examples.triggering + dateExamples.triggering + stringExtensionExamples.triggering,
        nonTriggering: examples.nonTriggering + [ModelMemberExamples.widgetModelParsing] + dateExamples.nonTriggering
            + stringExtensionExamples.nonTriggering) }

    let vocabulary: [String]
    let displaySuffixes: [String]

    static let vocabularyOption = Option<[String]>(MatchVocabulary.option("vocabulary", ["overs", "score", "result", "toss"],
        "Backend fields sent as display strings, parsed when split, converted or sliced."))
    static let displaySuffixesOption = Option<[String]>(RuleOption("displaySuffixes", default: .array(["Line", "Label"].map(JSONValue.string)),
        help: "Name endings of display strings from the backend (`oversLine`, `tossLabel`)."))

    let vocabularyWords: TokenWords

    public init(options: RuleOptions) {
        vocabulary = options[Self.vocabularyOption]
        vocabularyWords = TokenWords(options[Self.vocabularyOption])
        displaySuffixes = options[Self.displaySuffixesOption]
    }

    static let numberTypes = TokenWords(["Int", "Double", "Float", "Decimal"])
    static let splittingCalls = TokenWords(["split", "components"])
    /// A string's start or end tested for what the text says (`deltaLabel.hasPrefix("-")`).
    static let prefixTests = TokenWords(["hasPrefix", "hasSuffix"])
    /// Calls only a string has: what they are called on is text whatever its declared type.
    static let stringOnlyCalls = TokenWords(["replacingOccurrences", "trimmingCharacters", "firstMatch", "wholeMatch"])

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Callee tokens first: a file with no split, slice or conversion is never parsed. The
        // same pass notes each `extension`, for the String extensions that read numbers.
        var extensions: [Int] = []
        var candidates = file.tokens.indices.filter { i in
            if file.kind(i) == .keyword, file.is(i, "extension") { extensions.append(i) }
            guard file.kind(i) == .identifier, let next = file.kind(after: i) else { return false }
            // `state.scoreText.prefix { $0 != "/" }`: a slice given its test as a trailing closure.
            if next == .openBrace { return file.isMemberAccess(i) && file.isOne(i, of: Self.slicingCalls) || keepsCharacterClass(i, in: file) }
            guard next == .openParen else { return false }
            if file.isOne(i, of: Self.numberTypes) { return convertsAField(i, in: file) }
            guard file.isMemberAccess(i) else { return false }
            // A prefix test counts only on a name that reads as text: checked here, before any parse.
            if file.isOne(i, of: Self.prefixTests) { return namedLikeText(operandOf: i, in: context) }
            if file.is(i, "date") { return readsDateFrom(i, in: file) }
            return file.isOne(i, of: Self.slicingCalls) || file.isOne(i, of: Self.splittingCalls) || locatesALiteral(i, in: file)
                || keepsCharacterClass(i, in: file)
        }
        for at in stringExtensionParses(extensions, in: context) where !context.isInPreview(at) {
            findings.report(file, at: at, Self.stringExtensionMessage)
        }
        guard !candidates.isEmpty else { return }
        // Where no backend value can arrive, only the names decide: a candidate whose value is
        // not named so is dropped before the file is parsed.
        // A date read back with a display format is kept: a helper's parameter (`parseDate(dateString:)`)
        // brings the backend's text to a file that names none of its types.
        if !context.mayHoldBackendValues {
            candidates = candidates.filter { namedLikeText(operandOf: $0, in: context) || file.is($0, "date") }
            guard !candidates.isEmpty else { return }
        }
        let tree = file.syntax
        var parsed: [(call: SyntaxID, at: Int)] = []
        defer {
            // `Int($0.pointsText.replacingOccurrences(of: ",", with: ""))` is one string read back
            // as a number: reported once, where the string is taken apart.
            for found in parsed where !parsed.contains(where: { $0.call != found.call && encloses(found.call, $0.call, in: tree) })
                && !context.isInBackendModelDisplayMember(found.at) {
                findings.report(file, at: found.at, Self.message)
            }
        }
        for i in candidates {
            let call = tree.node(atToken: i).flatMapCall(in: tree)
            guard let call, let callee = tree.firstChild(call) else { continue }
            let arguments = tree.children(call).filter { tree.kind($0) == .argument }
            let name = tree[call].name
            guard name >= 0 else { continue }
            if tree.kind(callee) == .member, let receiver = tree.firstChild(callee) {
                // `state.oversLine.split(separator: ".")`, `score.prefix(while:)`: a string taken apart.
                let label = arguments.first.map { tree[$0].name }.flatMap { $0 >= 0 ? Int($0) : nil }
                let splits = label.map { file.is(Int(name), "split") && file.is($0, "separator") || file.is(Int(name), "components") && file.is($0, "separatedBy") }
                // `state.deltaLabel.hasPrefix("-")`: a display string read for what it says, only
                // where a declaration says it is the backend's and its name says it is display text
                // (a backend link or path is tested so too; a parser's `currentLine` is its own).
                if file.isOne(Int(name), of: Self.prefixTests) {
                    if reachesBackend(receiver, in: context), namesText(receiver, in: context), isBackendText(receiver, in: context),
                       !context.isInPreview(Int(name)) {
                        parsed.append((call, Int(name)))
                    }
                    continue
                }
                // `formatter.date(from: game.date)` with a display format: the backend's words read back as a date.
                if file.is(Int(name), "date") {
                    if let value = arguments.first.flatMap(tree.firstChild), usesDisplayFormat(receiver, in: context),
                       isBackendText(value, in: context, stringByAPI: true), !context.isInPreview(Int(name)) {
                        parsed.append((call, Int(name)))
                    }
                    continue
                }
                let locates = locatesALiteral(Int(name), in: file) || keepsCharacterClass(Int(name), in: file)
                guard splits == true || locates || file.isOne(Int(name), of: Self.slicingCalls) else { continue }
                // `projectPath.replacingOccurrences(of: "/", with: "_")`: an id, key or path made into
                // another key is plumbing (one split for a part, `raceId.split(separator: "-")[1]`, is read
                // out of it); and a log line is no text a fan reads.
                if normalizesAKey(call, name: Int(name), receiver: receiver, in: tree) || file.isInsideLoggingCall(Int(name))
                    || file.is(Int(name), "replacingOccurrences") && readsAnIdentifier(receiver, in: context) { continue }
                // A slice of a value whose type is not known may be a list's (`games.prefix(upTo: 2)`):
                // only the string-only calls, or a known String, count then.
                let stringOnly = splits == true || locates || file.isOne(Int(name), of: Self.stringOnlyCalls)
                // A trailing-closure slice is asked of provenance alone: its names decide nothing
                // (`lastLine.dropLast { $0 == " " }` in a parser is a line of a comment).
                if file.kind(after: Int(name)) == .openBrace, !context.provenance(of: receiver).isBackend { continue }
                if isBackendText(receiver, in: context, typeRequired: !stringOnly), !context.isInPreview(Int(name)), !buildsAName(Int(name), in: file),
                   !context.feedsOnlyMachineText(valueAt: Int(name)) {
                    parsed.append((call, Int(name)))
                }
            } else if tree.kind(callee) == .name, file.isOne(Int(name), of: Self.numberTypes), arguments.count == 1,
                      tree[arguments[0]].name < 0, let value = tree.firstChild(arguments[0]) {
                // `Int(game.homeScore ?? "")`: a number read back out of the backend's string. A bare
                // name only as a closure's parameter (`ForEach(line.setScores) { games in … Int(games) }`):
                // a local is mostly the view's own input, or an id on its way to a request.
                if tree.kind(value) == .name, !context.isClosureParameter(value) { continue }
                if isBackendText(value, in: context), !context.isInPreview(Int(name)), !isRequestArgument(call, in: tree),
                   !readsAnIdentifier(value, in: context) {
                    parsed.append((call, Int(name)))
                }
            }
        }
    }

    /// `Int(lhs.id.rawValue)`, `Int(graphID.rawValue)` with `graphID: GraphID`, `Int(game.gameId
    /// ?? "")`: an id read as a number to sort or look up by, not a figure taken out of text.
    private func readsAnIdentifier(_ value: SyntaxID, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        var node: SyntaxID? = value
        while let current = node, [.member, .name, .postfix, .call].contains(tree.kind(current))
                || tree.kind(current) == .binary && tree.nameText(current) == "??" {
            if [.member, .name].contains(tree.kind(current)) {
                if ValueNames.isIdentifier(tree.nameText(current)) { return true }
                if let type = context.provenance(of: current).type?.name, ValueNames.isIdentifier(type) { return true }
            }
            // `Int(String(from.id.rawValue))`: through the text it is written out as.
            if tree.kind(current) == .call, tree.nameText(current) == "String",
               let argument = tree.children(current).first(where: { tree.kind($0) == .argument }) {
                node = tree.firstChild(argument)
                continue
            }
            node = tree.firstChild(current)
        }
        return false
    }

    /// `side?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()` before a `switch`,
    /// `value.lowercased().replacingOccurrences(of: "[^a-z0-9]+", with: "_", …)`: a code cleaned
    /// up to be compared or looked up, nothing taken out of text a fan reads.
    private func normalizesAKey(_ call: SyntaxID, name: Int, receiver: SyntaxID, in tree: SyntaxTree) -> Bool {
        let file = tree.file
        if file.is(name, "trimmingCharacters") {
            guard let argument = tree.children(call).first(where: { tree.kind($0) == .argument }),
                  let set = tree.firstChild(argument), tree.kind(set) == .member else { return false }
            return ["whitespaces", "whitespacesAndNewlines", "newlines"].contains(tree.nameText(set))
        }
        guard file.is(name, "replacingOccurrences") else { return false }
        var node: SyntaxID? = receiver
        while let current = node, [.call, .member, .postfix].contains(tree.kind(current)) {
            if tree.kind(current) == .call, ["lowercased", "uppercased"].contains(tree.nameText(current)) { return true }
            node = tree.firstChild(current)
        }
        return false
    }

    /// `title.range(of: " - ")`: where a separator the code names sits in the text, to cut it
    /// there (a search for what the user typed, `name.range(of: query)`, names none).
    /// `homeTotalText.filter(\.isNumber)`, `.filter { $0.isLetter }`: the digits (or letters)
    /// kept out of a string, a figure taken out of text. Only a String's characters have these.
    private func keepsCharacterClass(_ i: Int, in file: SourceFile) -> Bool {
        guard file.is(i, "filter"), file.isMemberAccess(i), let open = file.nextSignificant(after: i), let close = file.partner(of: open)
        else { return false }
        return (open + 1..<close).contains { file.kind($0) == .identifier && file.isOne($0, of: Self.characterClasses) }
            && close - open <= 8
    }

    static let characterClasses = TokenWords(["isNumber", "isWholeNumber", "isLetter", "isHexDigit", "isPunctuation"])

    private func locatesALiteral(_ i: Int, in file: SourceFile) -> Bool {
        guard file.is(i, "range"), file.isMemberAccess(i), let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen,
              let label = file.nextSignificant(after: paren), file.is(label, "of"),
              let colon = file.nextSignificant(after: label), file.kind(colon) == .colon,
              let value = file.nextSignificant(after: colon), file.kind(value) == .stringStart else { return false }
        // A separator is short and not a word (`" - "`, `" vs "`, `"/"`), or a pattern read with
        // `options: .regularExpression`; a search for a word (`range(of: "https")`) is neither.
        let separator = file.literalText(ofStringAt: value)
        if separator.count <= 5, separator.contains(where: { !$0.isLetter && !$0.isNumber }) { return true }
        guard let close = file.partner(of: paren) else { return false }
        return (paren..<close).contains { file.kind($0) == .identifier && file.is($0, "regularExpression") }
    }

    /// Whether node `outer`'s tokens hold node `inner`'s.
    private func encloses(_ outer: SyntaxID, _ inner: SyntaxID, in tree: SyntaxTree) -> Bool {
        tree[outer].first <= tree[inner].first && tree[inner].last <= tree[outer].last
    }

    /// `await repository.standings(forYear: Int(season.year)!)`: the number is a request's
    /// parameter (an awaited call's argument), sent back to the backend rather than shown.
    private func isRequestArgument(_ conversion: SyntaxID, in tree: SyntaxTree) -> Bool {
        var node = conversion
        // Through `!`, parentheses and a `?? 0` fallback.
        while let parent = tree.parent(node), [.postfix, .tuple].contains(tree.kind(parent))
                || tree.kind(parent) == .binary && tree.nameText(parent) == "??" && tree.firstChild(parent) == node {
            node = parent
        }
        guard let argument = tree.parent(node), tree.kind(argument) == .argument,
              let call = tree.parent(argument), tree.kind(call) == .call, var outer = tree.parent(call) else { return false }
        while tree.kind(outer) == .prefix, tree.nameText(outer) == "try", let next = tree.parent(outer) { outer = next }
        return tree.kind(outer) == .prefix && tree.nameText(outer) == "await"
    }

    /// `Image(team.name.replacingOccurrences(of: " ", with: "-"))`, a URL built from a name: the
    /// string becomes an asset's or a link's name, not a value taken out of display text.
    private func buildsAName(_ i: Int, in file: SourceFile) -> Bool {
        file.enclosingCallees(of: i).contains { callee in
            let name = file.text(callee)
            return name.contains("Image") || name.contains("image") || name.contains("URL") || name.contains("url") || name == "Color"
        }
    }

    /// The last name of what a candidate splits or converts (`state.overs` of `state.overs.split(`,
    /// `oversLine` of `Int(state.oversLine)`), read as text by the vocabulary or a display suffix.
    private func namedLikeText(operandOf i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        var name: Int?
        if file.isMemberAccess(i), let dot = file.previousSignificant(before: i) {
            name = file.previousSignificant(before: dot)
            while let n = name, file.kind(n) == .operator, file.is(n, "?") || file.is(n, "!") { name = file.previousSignificant(before: n) }
        } else if let open = file.nextSignificant(after: i), let close = file.partner(of: open) {
            name = (open + 1..<close).last { file.kind($0) == .identifier }
        }
        guard let n = name, file.kind(n) == .identifier else { return false }
        if file.isOne(n, of: vocabularyWords) { return true }
        // A backend String field's name that reads as text: provenance may find it named after the field.
        let text = file.text(n)
        return displaySuffixes.contains { text.hasSuffix($0) } || text.hasSuffix("Text") && context.model.backendStringFields[text] != nil
    }

    /// `Int(game.homeScore ?? "")`, `Double(state.oversLine)`: a conversion of a member, or of a
    /// bare name, which the parse then keeps only when it is a closure's parameter (a bare local,
    /// `Int(text)`, is the view's own input far more often than the backend's).
    private func convertsAField(_ i: Int, in file: SourceFile) -> Bool {
        guard !file.isMemberAccess(i), let open = file.nextSignificant(after: i), let close = file.partner(of: open) else { return false }
        // `Int(games)`, a closure's parameter over the backend's set scores: a bare name, asked too.
        if let only = file.nextSignificant(after: open), file.kind(only) == .identifier, file.nextSignificant(after: only) == close { return true }
        return (open + 1..<close).contains { file.kind($0) == .dot || file.kind($0) == .operator && file.is($0, "??") }
    }

    /// A string the backend sends, by provenance: a String field of a backend model, or a value
    /// computed from one whose type is not known to be a number or a list; where no declaration
    /// is reached, a vocabulary member (`state.overs`) or a name with a display suffix (`oversLine`).
    /// `stringByAPI`: the call takes only a String (`formatter.date(from:)`), so a backend value is text.
    private func isBackendText(_ value: SyntaxID, in context: RuleContext, typeRequired: Bool = false, stringByAPI: Bool = false) -> Bool {
        let tree = context.file.syntax
        var inner = value
        // `x ?? ""`, `x!`, `(x)`: the string inside.
        while true {
            if tree.kind(inner) == .binary, tree.nameText(inner) == "??", let left = tree.firstChild(inner) { inner = left; continue }
            if [.postfix, .tuple].contains(tree.kind(inner)), let only = tree.firstChild(inner), tree.nextSibling(only) == nil {
                inner = tree.kind(only) == .argument ? (tree.firstChild(only) ?? only) : only
                continue
            }
            break
        }
        let found = context.provenance(of: inner)
        switch found.source {
        case .backend:
            if stringByAPI { return true }
            if let type = found.type { return type.name == "String" && !type.isCollection || type.name == "Substring" }
            // Computed from a backend value, type unknown: named like text, or a field the model does not type.
            if case .backendField = found.reason { return !typeRequired || namesText(inner, in: context) }
            return namesText(inner, in: context)
        case .device:
            return false
        case .unknown:
            // `func stageNumber(from numberLabel: String)`: a String parameter named as a backend
            // field is, whose name also reads as text (a vocabulary word counts here too).
            if case let .namedAfterField(_, field) = found.reason { return readsAsText(field) }
            if case .known = found.reason { return false }
            return namesText(inner, in: context)
        }
    }

    /// A backend value by declaration, or a String parameter named as a backend field is.
    private func reachesBackend(_ value: SyntaxID, in context: RuleContext) -> Bool {
        let found = context.provenance(of: value)
        if case .namedAfterField = found.reason { return true }
        return found.isBackend
    }

    /// `state.overs` (a vocabulary member) or `oversLine` (a display suffix): the documented
    /// fallback where no declaration says what a value is.
    private func namesText(_ value: SyntaxID, in context: RuleContext) -> Bool {
        let tree = context.file.syntax
        guard [.member, .name].contains(tree.kind(value)) else { return false }
        let text = tree.nameText(value)
        if vocabulary.contains(text) { return tree.kind(value) == .member }
        return displaySuffixes.contains { text.hasSuffix($0) }
    }

    /// The backend field a String was named after, read as display text: a vocabulary word, a
    /// display suffix, or `…Text` (alone, `…Text` is a search field's as often as the backend's).
    private func readsAsText(_ field: String) -> Bool {
        vocabulary.contains(field) || displaySuffixes.contains { field.hasSuffix($0) } || field.hasSuffix("Text")
    }

    /// Calls that slice, strip or match a string to take a value out of it.
    static let slicingCalls = TokenWords(["prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "lastIndex", "index",
                                          "replacingOccurrences", "trimmingCharacters", "firstMatch", "wholeMatch"])

    static let message = "This code parses a backend string; ask the backend for the value as its own field."
}

private extension SyntaxID {
    /// The call whose callee's name is this node (`split` in `s.split(…)`, `Int` in `Int(…)`).
    func flatMapCall(in tree: SyntaxTree) -> SyntaxID? {
        var node = self
        if tree.kind(node) == .name, let parent = tree.parent(node), tree.kind(parent) == .member { node = parent }
        guard let call = tree.parent(node), tree.kind(call) == .call, tree.firstChild(call) == node else { return nil }
        return call
    }
}
