// Flags number and string formatting of backend data in the app and widget.

import UmpireCore
import UmpireRuleSupport

public struct ClientSideFormatting: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "client-side-formatting", area: .serverDrivenUI, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "Display text formatted on the device instead of sent by the backend",
        rationale: """
            The backend's buildDisplayState computes every display value, so the app, the \
            widget and the Live Activity show the same score line and a copy fix ships without \
            an App Store release. A view that joins runs and wickets, formats overs or a run \
            rate with String(format:), a formatter or an interpolation specifier forks that \
            logic on the device, where it drifts.
            """,
        fix: "Add the display string to the backend's display state and render it as-is.",
        options: [formatterTypesOption.declaration, developerScreensOption.declaration],
        asks: """
            Is this text built on the device from a value the backend sends? A string whose \
            interpolation holds a backend value (a field of a backend model, or anything \
            computed from one: a local, a parameter a call in the file passes one to, a \
            computed property, a closure parameter over a backend list, what a static helper of another \
            file returns when given one, `ScoresService.parseUTCDate(game.datetimeUTC)`) with words around it, \
            beside another value, or dressed as a figure (`"(\\(overs))"`, `"#\\(rank)"`, `"\\(pct)%"`), or joined to words with `+` \
            inside a Text (`Text("IN: " + change.playerName)`); a number shown alone by a Text (`Text("\\(state.wickets)")`, \
            `Text(String(state.runs))`) when its type is one the backend sends for display (the display or content \
            state, a generated model) and sends display text beside it (a String named …Text, …Line or …Label; \
            a raw model's number shown alone is left alone, and so is one beside a bare separator, reported there); String(format:), a formatter's string(from:) or \
            localizedString(for:), an interpolation's specifier: or formatter:, .formatted() or \
            Text(value, format:) applied to one, or the app's own member named so \
            (`kickoffMillis.formattedKickoffTime`, an extension on a date or number in any \
            file; one named for a count of whole numbers groups it, as `.formatted()` may); the \
            backend's text re-cased where it is shown, as a Text's, Label's or navigation title's whole text or a value named for \
            display text (`Text(match.venue.uppercased())`, `nameTitle: $0.name.capitalized`; not to compare or look \
            up, and not the app's own enum); an array holding one joined with a separator \
            of words or spaces (`[a.homeCode, a.awayCode].joined(separator: " v ")`) in a view, \
            widget or view model, or shown by Text or a notification anywhere; and words written \
            around a number inside an extension of the number type (`extension Int { var breakText: \
            String { "Break of \\(self)" } }`), wherever it is used (not TimeInterval's or \
            CGFloat's, a catalog key's or an age against the clock). A formatter is flagged where it is applied, \
            not where it is made. A countdown against the device's clock (a `Date()`, a view's \
            @State date, a `Date` named for now such as `currentTime`), the app's version, the \
            view's own @State (the count of a list it holds so, too) and other device values are the device's to format.
            """,
        whenUnknown: """
            Two or more values joined in one string in a view or widget, none of them declared \
            anywhere the project shows, are taken as match data the backend should send (the \
            checklist's default for screens); one undeclared value is left alone.
            """,
        limitations: """
            Not flagged: logging and assertion calls, URL(…) and .id(…), the value of a key, \
            id, path or name (`forKey:`, `cacheKey =`), text that looks like a path \
            (`/matches/`) or URL, an interpolated Image (an icon), preview code, \
            `.formatted(.iso8601)` and an ISO8601DateFormatter's string(from:) (a machine format; so is a project type's whose only formatters are ISO 8601 ones, when the model read its file), String(format:) building a key or \
            forwarding `arguments:` (localisation plumbing), making a formatter (a shared \
            `static let` one may never be used; its `string(from:)` on the backend's data is \
            flagged), String(describing:), Text(timerInterval:), Text(date, style:) and the \
            same as interpolations (`"Starts in \\(timerInterval: …)"`), which the system keeps \
            counting in a Live Activity; hex encodings, links and scroll or tag ids; \
            strings catalog keys that carry values (`"match.summary.n-fours \\(a) \\(b)"`), \
            StoreKit prices (money the backend sends, a dividend or a prize, is a figure and is judged), localised copy joined with values (`L10n.…`), an error's domain, \
            code or description (`debugDescription` too), log and trace helpers (the app's own \
            `LoggingManager.logInfo(…)` too, and its diagnostics sink, `Diagnostics.shared.record(…)`) and a line only \
            logged (`var line = "[\\(ts)] …"`, then `print(line)`), a key values are grouped by \
            (`Dictionary(grouping:) { "\\(set)-\\(game)" }`) or a dictionary is read with (`index["\\(route)|\\(service)"]`), ids joined into one word (a realtime \
            channel's `"match-\\(state.matchID)"`), the forms a label may take gathered in a set to look one up \
            (`-> Set<String> { ["Top \\(inning)", "T\\(inning)"] }`), a number formatted into a link's query \
            or path (`"sortby=\\(String(format: "%02d", i))"`), values joined by underscores or \
            returned by a member named for an image, icon or asset (`func heroImage() -> \
            String`), a language model's prompt built in a member or local named for one \
            (`func generateContext(game:) -> String`, `let prompt = …`; not a view named so, \
            `var portraitPrompt: some View`), and developer screens (option \
            developerScreens). A backend model's own display text is model-display-logic's, in a widget's copy of the model too (nothing inside such a member is reported again). Not text either: emoji flags side by side with only spaces between (`homeFlag + " " + awayFlag`), a request's query value (`URLQueryItem(value: date.formatted(…))`), two fields styled side by side with only a space between (`Text(a).bold() + Text(" \\(b)")`), a dialog's Text or a control's label naming what it acts on (`Button(\"Follow \\(team.name)\")`, or a Button's `label:` closure with `Text(\"Set \\(game.homeTeam) as favourite\")`; a NavigationLink's label is a row showing the match, and is judged). \
            Provenance stops at this file's calls for a parameter and at the model's declared \
            types for a member: a value passed in from another file's call is unknown.
            """,
        triggering: screenExamples.triggering + viewModelExamples.triggering + splitLineExamples.triggering + helperExamples.triggering
            + moneyExamples.triggering + numberExtensionExamples.triggering + concatenationExamples.triggering
            + dressingExamples.triggering + controlExamples.triggering + numberTextExamples.triggering + recasingExamples.triggering,
        nonTriggering: screenExamples.nonTriggering + viewModelExamples.nonTriggering + developerTextExamples.nonTriggering
            + moneyExamples.nonTriggering + numberExtensionExamples.nonTriggering + concatenationExamples.nonTriggering
            + splitLineExamples.nonTriggering + helperExamples.nonTriggering + dressingExamples.nonTriggering
            + controlExamples.nonTriggering + numberTextExamples.nonTriggering + recasingExamples.nonTriggering
            + [ModelMemberExamples.widgetModelFormatting]) }

    let formatterTypes: TokenWords
    /// Every name `formattingCall` starts from: one test per identifier before any other.
    let callNames: TokenWords
    let developerScreens: RolePatterns

    static let formatterTypesOption = Option<[String]>(RuleOption("formatterTypes", default: .array(["NumberFormatter", "MeasurementFormatter", "RelativeDateTimeFormatter",
        "DateComponentsFormatter", "ListFormatter"].map(JSONValue.string)),
                       help: "Formatter types whose construction counts as client-side formatting."))
    static let developerScreensOption = DeveloperScreens.option

    public init(options: RuleOptions) {
        formatterTypes = TokenWords(options[Self.formatterTypesOption])
        callNames = TokenWords(options[Self.formatterTypesOption]
                               + ["String", "localizedStringWithFormat", "formatted", "specifier", "format", "formatter", "string",
                                  "localizedString", "joined"] + Self.caseChanges)
        developerScreens = options[Self.developerScreensOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if developerScreens.matches(context.rolePath) { return }
        let tokens = file.tokens, bytes = file.bytes
        // Asked once per file, when a string first needs it.
        var mayHoldBackend: Bool?
        let screen = !context.roles.isDisjoint(with: [.view, .widget]) && !context.roles.contains(.service)
        for i in tokens.indices {
            switch tokens[i].kind {
            case .identifier:
                // A formatter's result kept only for a log line (`let ts = formatter.string(from: …)`).
                var found = formattingCall(at: i, in: context)
                // `formatted…` members are asked only of long names starting with `f`: a test on bytes at hand.
                if found == nil, tokens[i].length > 9, bytes[tokens[i].start.value] == UInt8(ascii: "f") { found = formattingMember(at: i, in: context) }
                if let message = found, !file.isInsideDiagnosticCall(i), !context.isInPreview(i),
                   !context.feedsOnlyMachineText(valueAt: i), !context.isInBackendModelDisplayMember(i) {
                    findings.report(file, at: i, message)
                }
            case .stringStart:
                if screen, let message = splitLine(separatorAt: i, in: context), !context.isInBackendModelDisplayMember(i) {
                    findings.report(file, at: i, message)
                    break
                }
                // Only a string with an interpolation of its own builds text from values; one inside
                // another's interpolation is judged with the outer string (its values are the
                // outer's too), which keeps nested strings linear.
                guard file.enclosingOpener(of: i).map({ tokens[$0].kind != .interpolationStart }) ?? true,
                      let end = file.partner(of: i), end > i + 1,
                      (i + 1..<end).contains(where: { tokens[$0].kind == .interpolationStart }) else { break }
                if mayHoldBackend == nil { mayHoldBackend = context.mayHoldBackendValues }
                if let message = builtText(stringAt: i, in: context, mayHoldBackend: mayHoldBackend!), !context.isInPreview(i),
                   !context.isInBackendModelDisplayMember(i) {
                    findings.report(file, at: i, through: file.partner(of: i) ?? i, message)
                }
            case .operator:
                if let chain = concatenation(at: i, in: context), !context.isInPreview(i), !context.isInBackendModelDisplayMember(i) {
                    findings.report(file, at: chain.start, through: chain.end, Self.joinedMessage)
                }
            default:
                break
            }
        }
    }

    private func formattingCall(at i: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard file.isOne(i, of: callNames), let next = file.nextSignificant(after: i) else { return nil }
        if file.is(i, "String"), file.kind(next) == .openParen, !file.isMemberAccess(i),
           let label = file.firstArgumentLabel(ofOpenParen: next), file.is(label, "format") {
            let ignored = isByteEncoding(formatAfter: label, in: file) || isLinkFormat(after: label, in: file)
                || forwardsArguments(next, in: file) || fillsLocalizedFormat(next, in: context) || formatsIntoMachineText(i, in: file)
                || isIdentifierPosition(i, in: file, suffixes: ["id", "key", "path", "url", "identifier"]) || returnsAnIdentifier(i, in: file)
                || judge(argumentEnds(next, skip: 1, in: file), in: context) == .local
            return ignored ? nil : Self.formatMessage
        }
        if file.is(i, "String"), let message = numberConvertedForText(i, open: next, in: context) { return message }
        if file.is(i, "localizedStringWithFormat"), file.kind(next) == .openParen,
           let receiver = file.receiver(ofCallee: i), file.is(receiver, "String") {
            return fillsLocalizedFormat(unlabelled: next, in: context) ? nil : Self.formatMessage
        }
        // A formatter made is not yet text (a shared `static let relativeFormatter` may never be
        // used): it is flagged where it is applied, here when in place
        // (`RelativeDateTimeFormatter().localizedString(for: match.startTime, …)`), by its name below.
        if file.isOne(i, of: formatterTypes), file.kind(next) == .openParen, !file.isMemberAccess(i),
           let close = file.partner(of: next), let dot = file.nextSignificant(after: close), file.kind(dot) == .dot,
           let method = file.nextSignificant(after: dot), let value = appliedValue(method: method, in: file) {
            return formatsCurrency(i, in: file) || judge([value], in: context) == .local ? nil : Self.formatterMessage(file.text(i))
        }
        if file.is(i, "formatted"), file.kind(next) == .openParen, let receiver = file.receiver(ofCallee: i),
           isOperandEnd(receiver, in: file), !isMachineFormat(argumentsOf: next, in: file),
           !formatsCount(receiver, arguments: next, in: context),
           !(isCurrencyStyle(argumentsOf: next, in: file) && !context.provenance(ofValueEndingAt: receiver).isBackend),
           judge([receiver], in: context) != .local {
            return Self.formattedMessage
        }
        // `\(rank as NSNumber, formatter: ordinalFormatter)` formats as a specifier does.
        if file.isOne(i, of: Self.interpolationFormatLabels), file.kind(next) == .colon,
           let opener = file.enclosingOpener(of: i), file.kind(opener) == .interpolationStart,
           !isRelativeStyle(afterLabel: i, in: file),
           judge(valueEnd(inInterpolation: opener, in: file).map { [$0] } ?? [], in: context) != .local {
            return file.is(i, "formatter") ? Self.interpolationFormatterMessage : Self.specifierMessage
        }
        // `dateFormatter.string(from: context.state.startTime)`: whatever the formatter (a
        // DateFormatter too), turning the backend's value into text is formatting it.
        if file.isOne(i, of: Self.formatterMethods), file.kind(next) == .openParen, let receiver = file.receiver(ofCallee: i),
           isFormatter(receiver, in: context), let value = appliedValue(method: i, in: file), judge([value], in: context) == .backend {
            return Self.formatterMessage(file.text(receiver))
        }
        // `Text(pair.map(\.name).joined(separator: " & "))`: the backend's values joined into a line.
        if file.is(i, "joined"), file.kind(next) == .openParen, let label = file.firstArgumentLabel(ofOpenParen: next),
           file.is(label, "separator"), let receiver = file.receiver(ofCallee: i),
           file.enclosingCallees(of: i).contains(where: { file.isOne($0, of: Self.shownBy) }) || isNotificationText(callee: i, in: file)
            || joinsIntoWords(callee: i, separatorLabel: label, in: context),
           context.provenance(ofValueEndingAt: receiver).isBackend {
            return Self.joinedMessage
        }
        if file.isOne(i, of: Self.caseChangeWords), recasesShownText(at: i, in: context) { return Self.recasedMessage }
        // `Text(innings.runRate, format: .number.precision(…))`: SwiftUI formats the value.
        if file.is(i, "format"), file.kind(next) == .colon, let opener = file.enclosingOpener(of: i),
           file.kind(opener) == .openParen, let callee = file.callee(ofOpenParen: opener), file.is(callee, "Text"),
           !file.isMemberAccess(callee) {
            let value = argumentEnds(opener, skip: 0, in: file).first
            if isHarmlessFormatStyle(afterLabel: i, value: value, in: context) || judge(value.map { [$0] } ?? [], in: context) == .local {
                return nil
            }
            return Self.textFormatMessage
        }
        return nil
    }

    /// What a formatter's methods turn into text: `string(from:)`, `string(for:)`,
    /// `localizedString(for:relativeTo:)`, `localizedString(from:)`.
    static let formatterMethods = TokenWords(["string", "localizedString"])

    /// Interpolation labels that format the value before it: `\(rate, specifier: "%.1f")`,
    /// `\(date, format: .dateTime)`, `\(rank as NSNumber, formatter: ordinal)`.
    static let interpolationFormatLabels = TokenWords(Array(formatLabelNames))

    /// The value a formatter method is given (`from:`, `for:`, any label): the last token of its
    /// first argument, seen through a cast (`state.runRate as NSNumber`).
    private func appliedValue(method: Int, in file: SourceFile) -> Int? {
        let tree = file.syntax
        var node = tree.node(atToken: method)
        if tree.kind(node) == .name, let parent = tree.parent(node), tree.kind(parent) == .member { node = parent }
        guard let call = tree.parent(node), tree.kind(call) == .call, tree.firstChild(call) == node,
              let argument = tree.children(call).first(where: { tree.kind($0) == .argument }),
              var value = tree.firstChild(argument) else { return nil }
        while tree.kind(value) == .cast, let inner = tree.firstChild(value) { value = inner }
        return Int(tree[value].last)
    }

    /// `var id: String { String(format: "%@:%@", title, kind) }`: what an `id`, `…Key` or
    /// `…Identifier` getter returns names the thing, it is not shown.
    private func returnsAnIdentifier(_ i: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        // The getter's property, past an explicit `get { }`.
        guard let owner = tree.ancestors(tree.node(atToken: i)).first(where: {
            (tree.kind($0) == .function && tree.nameText($0) != "get") || tree.kind($0) == .binding || tree.kind($0) == .closure
        }), tree.kind(owner) != .closure else { return false }
        let name = tree.nameText(owner).lowercased()
        return ["id", "key", "identifier"].contains { name == $0 || name.hasSuffix($0) } && !name.hasSuffix("valid")
    }

    /// `return [match.homeCode, match.awayCode].joined(separator: " v ")` in a screen or view model:
    /// a line of text, as `"\(home) v \(away)"` is, wherever it is shown from. Only a separator
    /// with a space or a word in it joins words; `","`, `"-"` and `"/"` build keys, paths and lists
    /// for machines, and so does a joined value named as an id, key or path.
    private func joinsIntoWords(callee: Int, separatorLabel label: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard !context.roles.isDisjoint(with: [.view, .widget, .viewModel]), context.roles.isDisjoint(with: [.model, .service]),
              let colon = file.nextSignificant(after: label), let separator = file.nextSignificant(after: colon),
              file.kind(separator) == .stringStart, let close = file.partner(of: separator), close == separator + 2 || close == separator + 1
        else { return false }
        let words = file.ownText(ofStringAt: separator)
        guard words.contains(" ") || words.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return false }
        guard let paren = file.nextSignificant(after: callee), let end = file.partner(of: paren) else { return false }
        let start = file.operandStart(endingAt: end)
        if isIdentifierPosition(start, in: file) || returnsAnIdentifier(callee, in: file) { return false }
        guard let name = file.enclosingDeclarationName(of: callee) else { return true }
        let lower = file.text(name).lowercased()
        return !["id", "key", "path", "url", "identifier", "query", "filename"].contains { lower.hasSuffix($0) }
    }

    /// `content.subtitle = […].joined(separator: " · ")`: a notification's title, subtitle or
    /// body, which the user reads on the lock screen.
    private func isNotificationText(callee: Int, in file: SourceFile) -> Bool {
        // By tokens: `content.subtitle =` right before the joined chain, then the chain ends the statement.
        guard let paren = file.nextSignificant(after: callee), let close = file.partner(of: paren) else { return false }
        let start = file.operandStart(endingAt: close)
        guard let equals = file.previousSignificant(before: start), file.is(equals, "="),
              let field = file.previousSignificant(before: equals), file.isOne(field, of: Self.notificationFields),
              file.isMemberAccess(field) else { return false }
        return true
    }

    static let notificationFields = TokenWords(["title", "subtitle", "body"])

    /// A formatter this file declares by name (`private static let dayHeader: DateFormatter = …`).
    private func isDeclaredFormatter(_ name: Int, in file: SourceFile) -> Bool {
        let tree = file.syntax
        let text = file.text(name)
        for id in tree.nodes.indices where tree.kind(id) == .binding && tree.nameText(id) == text {
            if let type = tree.child(id, .type), tree.nameText(type).hasSuffix("Formatter") { return true }
            if let value = tree.children(id).first(where: { tree.kind($0) == .call }), tree.nameText(value).hasSuffix("Formatter") { return true }
        }
        return false
    }

    /// `dateFormatter`, `Self.timeFormatter`, a value typed as a Foundation formatter.
    private func isFormatter(_ receiver: Int, in context: RuleContext) -> Bool {
        let file = context.file
        // `numberFormatter().string(from: …)`: a helper that makes one. An ISO 8601 formatter
        // writes a machine format (a key, a payload's date), as `.formatted(.iso8601)` does.
        if file.kind(receiver) == .closeParen, let open = file.partner(of: receiver), let callee = file.callee(ofOpenParen: open) {
            return file.text(callee).lowercased().hasSuffix("formatter") && !file.is(callee, "ISO8601DateFormatter")
        }
        guard file.kind(receiver) == .identifier else { return false }
        let type = context.provenance(ofValueEndingAt: receiver).type?.name
        if type == "ISO8601DateFormatter" { return false }
        if wrapsOnlyISO8601(receiver, in: context) { return false }
        if file.text(receiver).lowercased().hasSuffix("formatter") { return true }
        // `let f = NumberFormatter()`, a value typed as one: what provenance says it holds.
        if type?.hasSuffix("Formatter") == true { return true }
        // `Self.dayHeader`: a static one the file declares.
        return file.isMemberAccess(receiver) && isDeclaredFormatter(receiver, in: file)
    }

    /// `x.formatted(` has a value before the dot; `= .formatted(dateFormatter)` is an enum case
    /// (a date decoding strategy), not the formatting method.
    private func isOperandEnd(_ k: Int, in file: SourceFile) -> Bool {
        switch file.kind(k) {
        case .identifier, .closeParen, .closeBracket, .keyword: true
        case .operator: file.is(k, "?") || file.is(k, "!")
        default: false
        }
    }

    /// `String(format: format, locale: locale, arguments: args)`: localisation plumbing that
    /// forwards someone else's format and arguments, not a place that formats a value.
    private func forwardsArguments(_ paren: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: paren), let label = file.firstArgumentLabel(ofOpenParen: paren),
              let colon = file.nextSignificant(after: label), let format = file.nextSignificant(after: colon),
              file.kind(format) != .stringStart else { return false }
        return (paren..<close).contains { k in
            file.kind(k) == .identifier && file.is(k, "arguments") && file.kind(after: k) == .colon
                && file.enclosingOpener(of: k) == paren
        }
    }

    private func formatLiteral(after label: Int, in file: SourceFile) -> String? {
        guard let colon = file.nextSignificant(after: label), let literal = file.nextSignificant(after: colon),
              file.kind(literal) == .stringStart else { return nil }
        return file.literalText(ofStringAt: literal)
    }

    /// `String(format: "%@//x-callback-url/open/?url=%@", …)`, `"&x-success=%@"`: a link or a
    /// query, not display text; `"%04d-%02d-%02d"`: a machine date.
    private func isLinkFormat(after label: Int, in file: SourceFile) -> Bool {
        guard let text = formatLiteral(after: label, in: file) else { return false }
        return text.contains("//") || text.hasPrefix("/") || (text.contains("=%") && !text.contains(" ")) || text.hasPrefix("%04d-%02d")
    }

    /// `String(format: "%02x", byte)`, `"#%02X%02X%02X"`: hex encoding of bytes (a push token,
    /// a colour), never displayed.
    private func isByteEncoding(formatAfter label: Int, in file: SourceFile) -> Bool {
        guard let text = formatLiteral(after: label, in: file), !text.isEmpty else { return false }
        // Every conversion is hex (`%02x`, `%02.2hhx`, `%X`) with only width and length modifiers;
        // a `#` may lead.
        let specs = text.split(separator: "%", omittingEmptySubsequences: true)
        return specs.enumerated().allSatisfy { index, spec in
            if index == 0, !text.hasPrefix("%") { return spec == "#" || spec == "0x" }
            guard let last = spec.last, last == "x" || last == "X" else { return false }
            return spec.dropLast().allSatisfy { $0.isNumber || $0 == "." || $0 == "h" || $0 == "l" }
        }
    }

    private func valueInterpolations(ofStringAt i: Int, in file: SourceFile) -> Int {
        var count = 0
        for j in file.interpolations(ofStringAt: i) {
            if let first = file.nextSignificant(after: j), file.isIdentifier(first, "Image") { continue }
            // Localised copy and StoreKit prices are words, not values to format.
            if let value = valueEnd(inInterpolation: j, in: file), isCopyOrPrice(value, in: file) { continue }
            count += 1
        }
        return count
    }

    /// `forKey: "…"`, `id: "…"`, `cacheKey = "…"`: the string names something, it is not shown.
    func isIdentifierPosition(_ i: Int, in file: SourceFile,
                                      suffixes: [String] = ["id", "key", "path", "url", "identifier", "name", "named", "systemname", "template"]) -> Bool {
        guard let before = file.previousSignificant(before: i), let name = file.previousSignificant(before: before),
              file.kind(before) == .colon || file.is(before, "=") || file.is(before, "+=") else { return false }
        let word = file.text(name).lowercased()
        return suffixes.contains { word.hasSuffix($0) }
    }

    static let matchingCalls = ["contains", "localizedCaseInsensitiveContains", "localizedStandardContains", "hasPrefix",
                                "hasSuffix", "range", "lowercased", "localizedLowercase"]

    static let shownBy = TokenWords(["Text", "Label", "navigationTitle"])
    static let caseChangeWords = TokenWords(caseChanges)
}
