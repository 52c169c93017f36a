// Rules about suppression comments themselves. They are ordinary rules in the one rule list —
// severity, on/off, overrides and `--only` apply as to any rule — that the engine runs after
// the file's findings have been suppressed, when it knows which comment was used.

/// What a suppression rule sees: the file's suppression comments, each marked with the rules
/// it silenced this run.
public struct SuppressionReport: Sendable {
    public let file: SourceFile
    public let suppressions: [Suppression]
    /// Comments that start like a suppression but do not parse.
    public let malformed: [MalformedSuppression]
    /// Rules that ran on the whole file and report through per-file checks: only suppressions
    /// of these can be judged (a rule switched off, of another language or left out by `--only`
    /// could not have fired; a cross-file rule's findings are suppressed later).
    public let judged: Set<String>
    /// Every rule id a suppression may name, and the former ids still accepted.
    public let known: Set<String>

    package init(file: SourceFile, suppressions: [Suppression], malformed: [MalformedSuppression], judged: Set<String>, known: Set<String>) {
        self.file = file
        self.suppressions = suppressions
        self.malformed = malformed
        self.judged = judged
        self.known = known
    }
}

public protocol SuppressionRule: Rule {
    func check(_ report: SuppressionReport, into findings: inout FindingSink)
}

extension SuppressionRule {
    public var asSuppressionRule: (any SuppressionRule)? { self }
    public static var isSuppressionRule: Bool { true }
    /// Nothing to check in the file's tokens: the suppressions are the input.
    public func check(_ context: RuleContext, into findings: inout FindingSink) {}
}

/// Umpire's own rules, listed with the built-in ones.
public enum SuppressionRules {
    public static let all: [any Rule.Type] = [UnusedSuppression.self, SuppressionReason.self]
}
