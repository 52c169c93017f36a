// New against the base: in change mode a finding counts when the change introduced it, on a
// line it touched or not. Deleting a safeguard (a waiter, a credentials check, the comment
// that justified a Scan, a plist key) moves no line with a finding on it: the finding appears
// on a line the change left alone, and only the base revision can say it is new.

import UmpireCore

/// What the base revision holds of the changed files.
public struct ChangeBase: Sendable {
    /// The files at these display paths as the base has them: the same paths and roles, the
    /// base's bytes. A file the base lacks is left out.
    public let files: @Sendable (_ displayPaths: Set<String>) -> [SourceFileRef]

    public init(files: @escaping @Sendable (_ displayPaths: Set<String>) -> [SourceFileRef]) {
        self.files = files
    }
}

extension Engine {
    /// The findings of the base's files, linted the way the change's are, without the change:
    /// the rules that judge a diff have nothing to say about the base. Only `ruleIDs` run: the
    /// rules whose findings lie off the changed lines, the only ones the base is asked about.
    func findings(atBase files: [SourceFileRef], ruleIDs: Set<String>) -> [Finding] {
        guard !files.isEmpty else { return [] }
        let only = rules.only.map { $0.intersection(ruleIDs) } ?? ruleIDs
        guard let narrowed = try? RuleSet(builtIn: rules.builtIn, configuration: rules.configuration, only: only,
                                          offersFixes: false) else { return [] }
        var engine = Engine(rules: narrowed)
        // The files outside the change are the same on both sides: what was learnt of them stands.
        (engine.roots, engine.webPackages, engine.partialDeclarations) = (roots, webPackages, partialDeclarations)
        engine.maxFileBytes = maxFileBytes
        engine.dispatchByTriggerWords = dispatchByTriggerWords
        engine.walkedFolders = walkedFolders
        return engine.run(files).findings
    }
}

/// Which of a file's findings off the changed lines the change introduced: the base's findings
/// are counted by fingerprint (rule, path, the flagged line's text, or a cross-file finding's
/// identity), and a fingerprint the change has more often than the base is new that many times
/// over — counting the findings on changed lines first, which are reported anyway.
struct NewAgainstBase {
    private var excess: [String: Int] = [:]

    init(change: [Finding], base: [Finding]) {
        for finding in change where !finding.fingerprint.isEmpty { excess[finding.fingerprint, default: 0] += 1 }
        for finding in base where !finding.fingerprint.isEmpty { excess[Self.unnumbered(finding.fingerprint), default: 0] -= 1 }
    }

    /// Takes one finding on a changed line: it is reported, and uses up one of its fingerprint's excess.
    mutating func reportedOnChangedLine(_ finding: Finding) {
        excess[finding.fingerprint, default: 0] -= 1
    }

    /// Whether a finding off the changed lines is new, using up one of its fingerprint's excess.
    mutating func isNew(_ finding: Finding) -> Bool {
        guard !finding.fingerprint.isEmpty, let left = excess[finding.fingerprint], left > 0 else { return false }
        excess[finding.fingerprint] = left - 1
        return true
    }

    /// A reported fingerprint ends with its occurrence number (`:2`); the change's are not numbered yet.
    private static func unnumbered(_ fingerprint: String) -> String {
        guard let colon = fingerprint.lastIndex(of: ":") else { return fingerprint }
        return String(fingerprint[..<colon])
    }
}
