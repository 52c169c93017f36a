// Questions about calls: which calls surround a token, what a call's receiver is, is it logging.

extension SourceFile {
    /// The callee identifiers of every call whose arguments contain token `i`, innermost first,
    /// looking through string literals and interpolations (`logger.debug("\(String(format: …))")`).
    public func enclosingCallees(of i: Int) -> [Int] {
        var result: [Int] = []
        for opener in openers(around: i) where tokens[opener].kind == .openParen {
            if let callee = callee(ofOpenParen: opener) { result.append(callee) }
        }
        return result
    }

    /// For a callee written `receiver.name(`, the token before the dot.
    public func receiver(ofCallee callee: Int) -> Int? {
        guard let dot = previousSignificant(before: callee), tokens[dot].kind == .dot else { return nil }
        return previousSignificant(before: dot)
    }

    /// Whether the call named at `callee` writes to a log: `print`, `NSLog`, `os_log`, `Logger(`,
    /// `logger.debug(`, `console.log(`, `log.info(`, an app's own `LoggingManager.logError(`
    /// and `logInfo(`, and assertion messages (`fatalError(`).
    public func isLoggingCall(callee: Int) -> Bool {
        // `log…` by its bytes before its text: most callees are not (no String made for them).
        if tokens[callee].kind == .identifier, tokens[callee].length >= 3, bytes[tokens[callee].start.value] == UInt8(ascii: "l"),
           Self.isLogMethodName(text(callee)) {
            return receiver(ofCallee: callee).map { !isIdentifier($0, "Math") } ?? true
        }
        if let receiver = receiver(ofCallee: callee) {
            guard tokens[receiver].kind == .identifier else { return false }
            if Self.isLoggerName(text(receiver)) { return true }
            // `Diagnostics.shared.record(…)`, `Telemetry.shared.breadcrumb(…)`: the app's own
            // diagnostics sink, through its shared instance.
            let sink = isOne(receiver, of: ["shared", "default", "instance", "current"]) ? self.receiver(ofCallee: receiver) : receiver
            return sink.map { tokens[$0].kind == .identifier && Self.isDiagnosticsSinkName(text($0)) } ?? false
        }
        switch language {
        case .swift:
            return isOne(callee, of: ["print", "debugPrint", "dump", "NSLog", "os_log", "Logger", "fatalError",
                                      "assert", "assertionFailure", "precondition", "preconditionFailure"])
        case .typeScript, .shell, .plist:
            return false
        }
    }

    /// `Diagnostics`, `AppTelemetry`, `Crashlytics`, `SentrySDK`: where an app records what went
    /// wrong for its developers.
    static func isDiagnosticsSinkName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("diagnostics") || lower.hasSuffix("telemetry") || lower == "crashlytics" || lower.hasPrefix("sentry")
    }

    /// `logger`, `log`, `console`, `Self.logger`, `networkLogger`, `auditLog`, `LoggingManager`:
    /// names of log sinks.
    static func isLoggerName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "console" || lower == "log" || lower.hasSuffix("logger") || lower.hasPrefix("logging")
            || lower.hasSuffix("log") && !lower.hasSuffix("catalog") && !lower.hasSuffix("dialog") && !lower.hasSuffix("backlog")
    }

    /// `log(`, `logInfo(`, `logError(`, `logEvent(`: a method named for writing a log, whatever
    /// its receiver (`Math.log` aside); `logIn(` and `logOut(` sign a user in and out.
    static func isLogMethodName(_ name: String) -> Bool {
        guard name.hasPrefix("log") else { return false }
        let rest = name.dropFirst(3)
        guard let first = rest.first else { return true }
        return first.isUppercase && !["In", "Out", "Off", "On"].contains(rest)
    }

    /// Whether any call around token `i` is a logging call.
    public func isInsideLoggingCall(_ i: Int) -> Bool {
        enclosingCallees(of: i).contains { isLoggingCall(callee: $0) }
    }

    /// Whether the identifier at `i` is the name in a declaration (`func print(`, `var dump`).
    public func isDeclaredName(_ i: Int) -> Bool {
        guard let before = previousSignificant(before: i), tokens[before].kind == .keyword else { return false }
        return isOne(before, of: ["func", "var", "let", "class", "struct", "enum", "protocol", "typealias",
                                  "function", "const", "interface", "type", "case"])
    }

    /// The first argument label inside a call's parentheses: `format` in `String(format: …)`.
    public func firstArgumentLabel(ofOpenParen paren: Int) -> Int? {
        guard let label = nextSignificant(after: paren), tokens[label].kind == .identifier,
              let colon = nextSignificant(after: label), tokens[colon].kind == .colon else { return nil }
        return label
    }
}
