// Rules that look across files: facts are gathered per file in the parallel pass, then checked together.

/// Something a cross-file rule noted about one file (a model's content hash, a declared name).
public struct ProjectFact: Sendable, Hashable {
    public let path: String
    public let rolePath: String
    public let key: String
    public let value: String
    public let line: Int
    public let column: Int

    public init(path: String, rolePath: String, key: String, value: String, line: Int, column: Int) {
        self.path = path
        self.rolePath = rolePath
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }

    public init(_ file: LexedFile, at token: Int, key: String, value: String) {
        path = file.path
        rolePath = file.rolePath
        self.key = key
        self.value = value
        let p = file.position(of: Int(file.tokens[token].start))
        line = p.line
        column = p.column
    }
}

/// A rule that also checks the project as a whole. Its per-file `check` may report nothing.
public protocol ProjectRule: Rule {
    func facts(of file: LexedFile) -> [ProjectFact]
    func check(project facts: [ProjectFact], into findings: inout ProjectFindingSink)
}

public struct ProjectFindingSink {
    public struct Raw: Sendable {
        public let fact: ProjectFact
        public let message: String
    }

    public private(set) var raw: [Raw] = []
    public init() {}

    public mutating func report(at fact: ProjectFact, _ message: String) {
        raw.append(Raw(fact: fact, message: message))
    }
}

/// What a change touches, for change-aware rules: every changed file (linted or not, paths as
/// reports print them), the ones it adds, and the text of added lines.
public struct ChangeContext: Sendable {
    public let files: [String: ChangedLines]
    public let added: Set<String>
    public let addedLines: [String: [String]]
    /// The removed lines of each file, for telling an edited line from a new one.
    public let removedLines: [String: [String]]

    public init(files: [String: ChangedLines], added: Set<String>, addedLines: [String: [String]],
                removedLines: [String: [String]] = [:]) {
        self.files = files
        self.added = added
        self.addedLines = addedLines
        self.removedLines = removedLines
    }
}

/// A rule about the change itself (a version bump that is missing, an ADR that should come
/// with a migration). It runs only with `--changed-since` or `--staged`, and is silent otherwise.
public protocol ChangeAwareRule: ProjectRule {
    func check(project facts: [ProjectFact], changes: ChangeContext, into findings: inout ProjectFindingSink)
}

extension ChangeAwareRule {
    public func check(project facts: [ProjectFact], into findings: inout ProjectFindingSink) {}
}
