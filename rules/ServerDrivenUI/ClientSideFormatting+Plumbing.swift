// client-side-formatting: what formats without being the product's display logic — a strings
// catalog key that carries values to the catalog, a StoreKit price, an id or key a property
// builds, a diagnostic message, localisation plumbing and a count shown with grouping.

import UmpireCore
import UmpireRuleSupport

extension ClientSideFormatting {
    /// `"status.poll.n-votes \(votes) \(voters)"`: a key into the strings catalog; the words and
    /// their order live in the catalog, the literal only carries values.
    func isCatalogKey(_ literal: Int, in file: SourceFile) -> Bool {
        ValueNames.isCatalogKey(file.ownText(ofStringAt: literal))
    }


    /// Text that joins values as a link or a query, not as words: `"[\(title)](\(url))"`, `"\(k)=\(v)"`.
    func isMarkup(_ text: String) -> Bool {
        text == "[]()" || (text.contains("=") && !text.contains(where: { $0.isWhitespace || $0.isLetter }))
    }

    /// `Text(a) + Text("\n") + Text(b)`: values stacked on lines, not joined into one.
    func isLayout(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0 == "\n" }
    }

    /// Whether the literal at `i` is what a property or function named for an id, key, path,
    /// link or image gives back (`var cacheKey: String { "\(matchID)-\(innings)" }`, `func
    /// taskID() -> String`, `func heroImage() -> String { "\(heroID)_\(type)" }`, `func
    /// teamLogoName(for:) -> String`), or a language model's prompt (`func generateContext(game:)
    /// -> String { var context = """Game Info: …""" }`, `let prompt = …`): read by a model, not a fan.
    func isBuiltForMachine(_ i: Int, in file: SourceFile) -> Bool {
        // `"\(code.lowercased())-big.png"`: a resource's file name, whatever holds it.
        let own = file.ownText(ofStringAt: i).lowercased()
        if Self.resourceExtensions.contains(where: own.hasSuffix) { return true }
        // `"\(heroID)_\(type)"`: values joined by underscores make a name for a machine.
        if !own.isEmpty, own.allSatisfy({ $0 == "_" }) { return true }
        if isSubscriptKey(i, in: file) { return true }
        guard let name = file.enclosingDeclarationName(of: i) else { return false }
        let lower = file.text(name).lowercased()
        if ["prompt", "context"].contains(where: lower.hasSuffix) { return !declaresView(name, in: file) }
        return ["id", "key", "path", "url", "identifier", "template", "filename", "query", "image", "icon", "asset", "logo", "symbol",
                "imagename", "iconname", "logoname", "assetname", "symbolname", "systemname"]
            .contains { lower.hasSuffix($0) }
    }

    /// `index["\(routeID)|\(serviceID)"]`: the whole key a dictionary is read with, built to look
    /// something up. An array literal (`["\(a) v \(b)"]`) follows no value, so it is not one.
    private func isSubscriptKey(_ i: Int, in file: SourceFile) -> Bool {
        guard let open = file.previousSignificant(before: i), file.kind(open) == .openBracket, let end = file.partner(of: i),
              let close = file.nextSignificant(after: end), close == file.partner(of: open), let base = file.previousSignificant(before: open),
              open == base + 1 else { return false }
        return file.kind(base) == .identifier || file.kind(base) == .closeParen || file.kind(base) == .closeBracket
    }

    /// `var portraitPrompt: some View`: a view named for what it asks of the fan, shown on screen.
    private func declaresView(_ name: Int, in file: SourceFile) -> Bool {
        var k = file.nextSignificant(after: name)
        while let t = k, !file.is(t, "{"), !file.is(t, "=") {
            if file.is(t, "View") || file.is(t, "Scene") { return true }
            if let partner = file.partner(of: t), partner > t { k = file.nextSignificant(after: partner); continue }
            k = file.nextSignificant(after: t)
        }
        return false
    }

    /// `"sortby=\(String(format: "%02d", index))"`: a value formatted into a link's query or path,
    /// which no one reads. (Into a strings-catalog key it is still formatted for a reader.)
    func formatsIntoMachineText(_ i: Int, in file: SourceFile) -> Bool {
        guard let interpolation = file.enclosingOpener(of: i), file.kind(interpolation) == .interpolationStart,
              let string = file.enclosingOpener(of: interpolation), file.kind(string) == .stringStart else { return false }
        let own = file.ownText(ofStringAt: string)
        return ValueNames.isQueryParameter(own) || own.contains("://") || looksLikePath(own)
    }

    static let resourceExtensions = [".png", ".jpg", ".jpeg", ".svg", ".pdf", ".gif", ".webp", ".heic", ".json", ".mp4", ".html"]

    /// An interpolated value that is localised copy or a StoreKit price (see `SourceFile.isCopyOrPrice`).
    func isCopyOrPrice(_ end: Int, in file: SourceFile) -> Bool {
        file.isCopyOrPrice(valueEndingAt: end)
    }

    /// `let formatter = NumberFormatter()` set to `.currency` or a StoreKit `priceLocale` in the
    /// same block: a price, which StoreKit's product owns.
    func formatsCurrency(_ i: Int, in file: SourceFile) -> Bool {
        guard let block = file.openers(around: i).first(where: { file.kind($0) == .openBrace || file.kind($0) == .openParen }),
              let close = file.partner(of: block) else { return false }
        var k = i
        while k < close {
            if file.kind(k) == .identifier, file.isOne(k, of: ["currency", "currencyAccounting", "currencyISOCode", "priceLocale", "currencyCode"]) {
                return true
            }
            k += 1
        }
        return false
    }

    /// `String(format: NSLocalizedString("%@ needs an update", …), appName)`: a localised
    /// format filled with words, which is the catalog's work; only a number or a backend value
    /// in the arguments is formatting.
    func fillsLocalizedFormat(_ paren: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let label = file.firstArgumentLabel(ofOpenParen: paren), file.is(label, "format"),
              let colon = file.nextSignificant(after: label), let format = file.nextSignificant(after: colon),
              file.kind(format) != .stringStart else { return false }
        return !fillsNumberOrBackend(argumentEnds(paren, skip: 1, in: file), in: context)
    }

    /// `String.localizedStringWithFormat(format, language, provider)`: the same, unlabelled.
    func fillsLocalizedFormat(unlabelled paren: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let format = file.nextSignificant(after: paren), file.kind(format) != .stringStart else { return false }
        return !fillsNumberOrBackend(argumentEnds(paren, skip: 1, in: file), in: context)
    }

    private func fillsNumberOrBackend(_ ends: [Int], in context: RuleContext) -> Bool {
        let file = context.file
        return ends.contains { end in
            if file.kind(end) == .number { return true }
            switch context.origin(ofValueEndingAt: end) {
            case .backendMember, .backendValue: return true
            case let .other(shape): return Self.numericTypes.contains(shape.name)
            case .localState: return false
            // Where the model knows nothing, the names of match numbers (`state.runsNeeded`).
            case .unknown: return file.kind(end) == .identifier && file.isOne(end, of: MatchVocabulary.numbers)
            }
        }
    }

    static let numericTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "Double", "Float", "CGFloat", "Decimal", "TimeInterval"]

    /// `orders.formatted()`, `count.formatted(.number)`: one count shown with grouping, as
    /// `Text(count, format: .number)` is; not a date, a duration or a fraction.
    func formatsCount(_ receiver: Int, arguments paren: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let close = file.partner(of: paren) else { return false }
        if let first = file.nextSignificant(after: paren), first != close {
            guard file.kind(first) == .dot, let style = file.nextSignificant(after: first), file.is(style, "number"),
                  file.nextSignificant(after: style) == close else { return false }
        }
        switch context.origin(ofValueEndingAt: receiver) {
        case let .backendMember(_, _, shape?), let .other(shape):
            return ["Int", "Int32", "Int64", "UInt", "UInt32", "UInt64"].contains(shape.name)
        default:
            if file.kind(receiver) == .number { return !file.text(receiver).contains(".") }
            // Unknown: a count by its name, as `Text(count, format: .number)` is taken to be.
            guard file.kind(receiver) == .identifier else { return false }
            let name = file.text(receiver).lowercased()
            return !Self.notCounts.contains { name.contains($0) } && !name.hasSuffix("at")
        }
    }

    /// Name parts of values that are dates, durations or fractions rather than counts.
    static let notCounts = ["date", "time", "day", "start", "end", "duration", "interval", "ago", "since", "until",
                            "created", "updated", "modified", "expir", "hour", "minute", "second", "week", "month", "year",
                            "percent", "ratio", "rate", "average", "progress", "fraction", "price", "cost", "amount",
                            "distance", "weight", "temperature", "speed", "double", "scale"]
}

extension SourceFile {
    /// A log or trace call, including the app's own helpers: `log(…)`, `trace(…)`,
    /// `logDebug(…)`, `Log.info(…)`.
    func isDiagnosticCall(callee: Int) -> Bool {
        if isLoggingCall(callee: callee) { return true }
        return receiver(ofCallee: callee) == nil && kind(callee) == .identifier && isOne(callee, of: ["trace", "debugLog"])
    }

    func isInsideDiagnosticCall(_ i: Int) -> Bool {
        enclosingCallees(of: i).contains { isDiagnosticCall(callee: $0) }
    }
}

extension ClientSideFormatting {
    /// `CLIDateFormatter.string(from:)`: the project's own type round ISO 8601 formatters only
    /// writes a machine date (known when the model read the type's file).
    func wrapsOnlyISO8601(_ receiver: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard !file.isMemberAccess(receiver), let declared = context.model.type(named: file.text(receiver)) else { return false }
        let formatters = declared.members.values.compactMap { $0.type?.name }.filter { $0.hasSuffix("Formatter") }
        return !formatters.isEmpty && formatters.allSatisfy { $0 == "ISO8601DateFormatter" }
    }
}

// The rule's messages, one per way of building text on the device.
extension ClientSideFormatting {
    static let formatMessage = "String(format:) builds display text on the device; send the formatted string from buildDisplayState."
    static let formattedMessage = ".formatted() builds display text on the device; send the formatted string from the backend."
    static let specifierMessage = "An interpolation specifier formats a value on the device; send the formatted string from the backend."
    static let interpolationFormatterMessage = "This interpolation's formatter formats a value on the device; send the formatted string from the backend."
    static let textFormatMessage = "Text(_:format:) formats a value on the device; send the formatted string from the backend."

    static let joinedMessage = "This string joins backend values into display text; send the display string from buildDisplayState."

    static func numberTextMessage(_ value: String) -> String {
        "String(…) turns `\(value)`, a number the backend sends beside its display text, into text on the device; show the backend's text for it."
    }

    /// A finding's message with what made the value the backend's.
    static func builtMessage(_ shown: String) -> String {
        "This string builds display text from \(shown), which the backend sends; send the display string from buildDisplayState."
    }

    static func formatterMessage(_ type: String) -> String {
        "\(type) formats backend data on the device; send the formatted string from buildDisplayState."
    }

    /// `.formatted(.currency(code: "USD"))`: money; a price the app shows is its own, unless the backend sent it.
    func isCurrencyStyle(argumentsOf paren: Int, in file: SourceFile) -> Bool {
        guard let dot = file.nextSignificant(after: paren), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot) else { return false }
        return file.is(name, "currency")
    }

    /// `.formatted(.iso8601)`: a machine format for a payload or a log, never shown.
    func isMachineFormat(argumentsOf paren: Int, in file: SourceFile) -> Bool {
        guard let dot = file.nextSignificant(after: paren), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot) else { return false }
        return file.is(name, "iso8601")
    }
}
