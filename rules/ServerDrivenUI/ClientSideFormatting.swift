// Flags number and string formatting of backend data in the app and widget.

import UmpireCore

public struct ClientSideFormatting: Rule {
    public static let description = RuleDescription(
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
        options: [
            RuleOption("formatterTypes", default: .array([.string("NumberFormatter"), .string("MeasurementFormatter")]),
                       help: "Formatter types whose construction counts as client-side formatting."),
        ],
        limitations: """
            Strings joining two interpolations are checked only in views and widget code, and \
            not in logging and assertion calls, URL(…) and .id(…), as the value of a key, id, \
            path or name (`forKey:`, `cacheKey =`), or when the text looks like a path \
            (`/matches/`) or URL. A value formatted in a model or view model and then shown is \
            not seen.
            """,
        triggering: [
            Example(#"Text(↓"\(state.runs)/\(state.wickets)")"#),
            Example(#"let overs = ↓"\(summary.overs).\(summary.balls)""#),
            Example(#"Text(↓String(format: "%.2f", innings.runRate))"#),
            Example("""
                private let formatter: NumberFormatter = {
                    let f = ↓NumberFormatter()
                    f.maximumFractionDigits = 1
                    return f
                }()
                """),
            Example("Text(match.startTime.↓formatted(date: .omitted, time: .shortened))"),
            Example(#"Text("Run rate \(rate, ↓specifier: "%.1f")")"#),
        ],
        nonTriggering: [
            Example("Text(state.scoreLine)\nText(state.oversLine).foregroundStyle(.secondary)"),
            Example(#"let token = deviceToken.map { String(format: "%02x", $0) }.joined()"#, trap: .lookAlike),
            Example(#"logger.debug("score \(state.runs)/\(state.wickets) at \(state.overs)")"#, trap: .lookAlike),
            Example(#"let url = URL(string: "\(baseURL)/matches/\(matchID)/score")"#, trap: .lookAlike),
            Example(#"let path = "\(baseURL)/v1/matches/\(matchID)""#, path: "ios/CricketApp/Services/MatchService.swift", trap: .lookAlike),
            Example(#"Text("Runs: \(state.scoreLine)")"#, trap: .lookAlike),
            Example(#"UserDefaults.standard.set(true, forKey: "seen-\(matchID)-\(innings)")"#, trap: .lookAlike),
            Example(#"let hex = token.map { String(format: "%02.2hhx", arguments: [$0]) }.joined()"#, trap: .lookAlike),
            Example(#"let line = "\(state.runs)/\(state.wickets)""#, path: "ios/CricketApp/Models/ScoreFormatter.swift", trap: .lookAlike),
            Example(#"let help = "Use String(format:) never, NumberFormatter() neither""#, trap: .inString),
            Example("// Text(\"\\(runs)/\\(wickets)\") moved to the backend", trap: .inComment),
            Example("/* let f = NumberFormatter() */", trap: .inComment),
        ])

    let formatterTypes: [String]

    public init(options: RuleOptions) {
        formatterTypes = options.strings("formatterTypes")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        let tokens = file.tokens
        for i in tokens.indices {
            switch tokens[i].kind {
            case .identifier:
                if let message = formattingCall(at: i, in: file), !file.isInsideLoggingCall(i) {
                    findings.report(file, at: i, message)
                }
            case .stringStart:
                if joinsValues(stringAt: i, in: file) {
                    findings.report(file, at: i, through: file.partner(of: i) ?? i, Self.joinedMessage)
                }
            default:
                break
            }
        }
    }

    private func formattingCall(at i: Int, in file: LexedFile) -> String? {
        guard let next = file.nextSignificant(after: i) else { return nil }
        if file.is(i, "String"), file.kind(next) == .openParen, !file.isMemberAccess(i),
           let label = file.firstArgumentLabel(ofOpenParen: next), file.is(label, "format") {
            return isByteEncoding(formatAfter: label, in: file) ? nil : Self.formatMessage
        }
        if file.isOne(i, of: formatterTypes), file.kind(next) == .openParen, !file.isMemberAccess(i) {
            return Self.formatterMessage(file.text(i))
        }
        if file.is(i, "formatted"), file.isMemberAccess(i), file.kind(next) == .openParen {
            return Self.formattedMessage
        }
        if file.is(i, "specifier") || file.is(i, "format"), file.kind(next) == .colon,
           let opener = file.enclosingOpener(of: i), file.kind(opener) == .interpolationStart {
            return Self.specifierMessage
        }
        return nil
    }

    /// `String(format: "%02x", byte)`: hex encoding of bytes (a push token), never displayed.
    private func isByteEncoding(formatAfter label: Int, in file: LexedFile) -> Bool {
        guard let colon = file.nextSignificant(after: label), let literal = file.nextSignificant(after: colon),
              file.kind(literal) == .stringStart else { return false }
        let text = file.literalText(ofStringAt: literal)
        guard !text.isEmpty else { return false }
        // Every conversion is hex (`%02x`, `%02.2hhx`, `%X`) with only width and length modifiers.
        return text.split(separator: "%", omittingEmptySubsequences: true).allSatisfy { spec in
            guard let last = spec.last, last == "x" || last == "X" else { return false }
            return spec.dropLast().allSatisfy { $0.isNumber || $0 == "." || $0 == "h" || $0 == "l" }
        }
    }

    /// A literal in view or widget code whose text joins two or more interpolated values,
    /// outside logs, URLs, paths, keys and ids.
    private func joinsValues(stringAt i: Int, in file: LexedFile) -> Bool {
        guard !file.roles.isDisjoint(with: [.view, .widget]), !file.roles.contains(.service),
              file.interpolationCount(ofStringAt: i) >= 2, !isIdentifierPosition(i, in: file) else { return false }
        let text = file.literalText(ofStringAt: i)
        if text.contains("://") || looksLikePath(text) { return false }
        for callee in file.enclosingCallees(of: i) {
            if file.isLoggingCall(callee: callee) || file.isOne(callee, of: ["URL", "URLRequest", "id", "Logger"]) {
                return false
            }
        }
        return true
    }

    /// `forKey: "…"`, `id: "…"`, `cacheKey = "…"`: the string names something, it is not shown.
    private func isIdentifierPosition(_ i: Int, in file: LexedFile) -> Bool {
        guard let before = file.previousSignificant(before: i), let name = file.previousSignificant(before: before),
              file.kind(before) == .colon || file.is(before, "=") else { return false }
        let word = file.text(name).lowercased()
        return ["id", "key", "path", "url", "identifier", "name", "named", "systemname"].contains { word.hasSuffix($0) }
    }

    /// `{base}/matches/{id}`: a slash followed by a letter is a path segment, not a score.
    private func looksLikePath(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for k in bytes.indices.dropLast() where bytes[k] == UInt8(ascii: "/") {
            let next = bytes[k + 1] | 0x20
            if next >= UInt8(ascii: "a"), next <= UInt8(ascii: "z") { return true }
        }
        return false
    }

    static let formatMessage = "String(format:) builds display text on the device; send the formatted string from buildDisplayState."
    static let formattedMessage = ".formatted() builds display text on the device; send the formatted string from the backend."
    static let specifierMessage = "An interpolation specifier formats a value on the device; send the formatted string from the backend."
    static let joinedMessage = "This string joins backend values into display text; send the display string from buildDisplayState."

    static func formatterMessage(_ type: String) -> String {
        "\(type) formats backend data on the device; send the formatted string from buildDisplayState."
    }
}
