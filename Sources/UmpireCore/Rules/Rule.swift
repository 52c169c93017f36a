// The rule protocol and the findings rules produce.

/// Anything that checks one lexed file: a built-in rule or a configured custom rule.
public protocol RuleChecker: Sendable {
    /// Checks one file in its context: `context.file` holds the tokens, `context` where the file
    /// lives, what it is to the product and its project's model.
    func check(_ context: RuleContext, into findings: inout FindingSink)
    /// Words one of which a file must contain for this rule to report there (see
    /// `RuleDescription.triggerWords`); a rule whose vocabulary is an option adds the configured
    /// words here. Empty: the rule runs on every file it applies to.
    var triggerWords: [String] { get }
    /// The checker as a cross-file rule, as a rule about suppressions, and whether it judges a
    /// change: requirements the protocols below answer, not casts. A cast to a protocol the
    /// type does not conform to searches every conformance in the binary (53 million
    /// instructions of a corpus run went to those casts).
    var asProjectRule: (any ProjectRule)? { get }
    var asSuppressionRule: (any SuppressionRule)? { get }
    var isChangeAware: Bool { get }
    /// What a file's bytes must hold for this rule to report there or gather facts from it,
    /// asked before the file is lexed; nil when the rule cannot tell from bytes. A file whose
    /// every rule says no is never lexed. It must never say no where the rule would report.
    var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? { get }
}

extension RuleChecker {
    public var triggerWords: [String] { [] }
    public var bytesGate: (@Sendable (UnsafeBufferPointer<UInt8>) -> Bool)? { nil }
    public var asProjectRule: (any ProjectRule)? { nil }
    public var asSuppressionRule: (any SuppressionRule)? { nil }
    public var isChangeAware: Bool { false }
}

/// A built-in rule. It describes itself and checks one lexed file in a forward pass.
public protocol Rule: RuleChecker {
    static var description: RuleDescription { get }
    /// Builds the rule with its options, already validated against `description.options`.
    init(options: RuleOptions)
    /// Whether the type is a ProjectRule or a SuppressionRule, asked of the type (as above).
    static var isProjectRule: Bool { get }
    static var isSuppressionRule: Bool { get }
}

extension Rule {
    public var triggerWords: [String] { Self.description.triggerWords }
    public static var isProjectRule: Bool { false }
    public static var isSuppressionRule: Bool { false }
}

/// Where a rule puts what it found; the engine adds severity, path and position.
public struct FindingSink {
    public struct Raw: Sendable {
        public let ruleID: String
        public let start: ByteOffset
        public let end: ByteOffset
        public let message: String
        /// A secondary finding reported as a warning whatever the rule's severity.
        public var asWarning = false
        public var fix: Fix?
    }

    public private(set) var raw: [Raw] = []
    /// Why the rule stopped before checking the whole file, if it did: the run reports it as a
    /// note and counts as incomplete.
    public private(set) var gaveUp: String?
    let ruleID: String

    public init(ruleID: String) { self.ruleID = ruleID }

    /// Reports a finding spanning token `token` (or tokens `token...through`).
    /// `fix`, when given, repairs this finding (see `Fix`); the rule's description declares it.
    public mutating func report(_ file: SourceFile, at token: Int, through last: Int? = nil, _ message: String,
                                asWarning: Bool = false, fix: Fix? = nil) {
        raw.append(Raw(ruleID: ruleID, start: file.tokens[token].start,
                       end: file.tokens[last ?? token].end, message: message, asWarning: asWarning, fix: fix))
    }

    public mutating func report(offset start: ByteOffset, end: ByteOffset, _ message: String, fix: Fix? = nil) {
        raw.append(Raw(ruleID: ruleID, start: start, end: end, message: message, fix: fix))
    }

    /// The rule could not finish this file (a runaway custom pattern); `reason` says why and what to do.
    public mutating func giveUp(_ reason: String) {
        gaveUp = reason
    }
}

/// A finding as reporters see it.
public struct Finding: Sendable, Hashable {
    public let ruleID: String
    public let area: Area
    public var severity: Severity
    public let path: String
    public let line: Int
    public let column: Int
    public let endLine: Int
    public let endColumn: Int
    public let message: String
    /// How to repair the finding, when the rule knows.
    public var fix: LocatedFix?
    public var fixable: Bool { fix != nil }
    /// Columns counted in UTF-8 bytes, for tools that want them (reviewdog).
    public var byteColumn: Int
    public var endByteColumn: Int
    /// Stable across unrelated edits: rule, path, the flagged line's normalized text and the
    /// occurrence number among identical lines. Used by SARIF and baselines.
    public var fingerprint: String

    public init(ruleID: String, area: Area, severity: Severity, path: String, line: Int, column: Int,
                endLine: Int, endColumn: Int, message: String, fix: LocatedFix? = nil,
                byteColumn: Int? = nil, endByteColumn: Int? = nil, fingerprint: String = "") {
        self.byteColumn = byteColumn ?? column
        self.endByteColumn = endByteColumn ?? endColumn
        self.fingerprint = fingerprint
        self.ruleID = ruleID
        self.area = area
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.message = message
        self.fix = fix
    }

    /// Report order: path, line, column, rule id.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return FileDiscovery.precedes(a.path, b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.ruleID < b.ruleID
    }
}
