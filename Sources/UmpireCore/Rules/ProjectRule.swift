// Rules that look across files: each file's facts are gathered in the parallel pass, typed by
// the rule that wants them (as SwiftLint's collecting rules keep one `FileInfo` per file), then
// checked together once per run.

/// Where a cross-file finding points, and what it is about. The identity (a model's file name,
/// a migration number, a type's name) is what the finding's baseline fingerprint is made of,
/// so it stays the same while unrelated lines of the file change.
public struct ProjectAnchor: Sendable, Hashable {
    public let path: String
    public let rolePath: String
    public let line: Int
    public let column: Int
    public let identity: String
    /// Where the flagged text ends (the start, when a rule gives no end).
    public let endLine: Int
    public let endColumn: Int

    public init(path: String, rolePath: String, line: Int = 1, column: Int = 1, identity: String) {
        self.init(path: path, rolePath: rolePath, line: line, column: column, endLine: line, endColumn: column, identity: identity)
    }

    init(path: String, rolePath: String, line: Int, column: Int, endLine: Int, endColumn: Int, identity: String) {
        self.path = path
        self.rolePath = rolePath
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.identity = identity
    }

    /// At a token of a file.
    public init(_ context: RuleContext, at token: Int, identity: String) {
        let p = context.file.position(of: context.file.tokens[token].start)
        self.init(path: context.path, rolePath: context.rolePath, line: p.line.value, column: p.column, identity: identity)
    }

    /// At a token of a file, through its end, identified as a finding in one file is: by its
    /// line's text. A rule that starts reading other files to decide keeps the fingerprints
    /// its findings had in baselines and SARIF.
    public init(_ context: RuleContext, atLineOf token: Int) {
        let file = context.file
        let start = file.position(of: file.tokens[token].start), end = file.position(of: file.tokens[token].end)
        self.init(path: context.path, rolePath: context.rolePath, line: start.line.value, column: start.column,
                  endLine: end.line.value, endColumn: end.column,
                  // Once per line, however many anchors a rule makes on it (one long line of commands).
                  identity: file.shared("fingerprintText \(start.line.value)") { String(decoding: file.fingerprintText(ofLine: start.line), as: UTF8.self) })
    }

    /// At a file's first code token (line 1 when it has none): where a suppression can sit above it.
    public init(firstCodeOf context: RuleContext, identity: String) {
        let file = context.file
        if let first = file.tokens.indices.first(where: { !file.kind($0).isTrivia }) {
            self.init(context, at: first, identity: identity)
        } else {
            self.init(path: context.path, rolePath: context.rolePath, identity: identity)
        }
    }
}

/// One file's facts for one cross-file rule.
public struct FileFacts<Facts: Sendable>: Sendable {
    public let path: String
    public let rolePath: String
    public let roles: FileRoles
    /// The project the file belongs to: evidence in one project never excuses another.
    public let projectRoot: String
    public let facts: Facts
}

/// A rule that also checks the project as a whole. Its per-file `check` may report nothing.
public protocol ProjectRule: Rule {
    associatedtype Facts: Sendable
    /// What this file tells the rule, or nil when nothing.
    func facts(of context: RuleContext) -> Facts?
    func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink)
    /// Runs the check on facts the engine holds untyped. Implemented below; rules do not write it.
    func checkErased(_ files: [ErasedFacts], changes: ChangeContext?, into findings: inout ProjectFindingSink)
}

/// Facts as the engine carries them between the parallel pass and the project pass.
public struct ErasedFacts: Sendable {
    let path: String
    let rolePath: String
    let roles: FileRoles
    let projectRoot: String
    let facts: any Sendable
}

extension ProjectRule {
    public var asProjectRule: (any ProjectRule)? { self }
    public static var isProjectRule: Bool { true }
    package func erasedFacts(of context: RuleContext) -> ErasedFacts? {
        facts(of: context).map { ErasedFacts(path: context.path, rolePath: context.rolePath, roles: context.roles,
                                             projectRoot: context.projectRoot, facts: $0) }
    }

    static func typed(_ files: [ErasedFacts]) -> [FileFacts<Facts>] {
        files.compactMap { f in
            (f.facts as? Facts).map { FileFacts(path: f.path, rolePath: f.rolePath, roles: f.roles, projectRoot: f.projectRoot, facts: $0) }
        }
    }

    public func checkErased(_ files: [ErasedFacts], changes: ChangeContext?, into findings: inout ProjectFindingSink) {
        let typed = Self.typed(files)
        guard !typed.isEmpty else { return }
        check(project: typed, into: &findings)
    }
}

public struct ProjectFindingSink {
    public struct Raw: Sendable {
        public let anchor: ProjectAnchor
        public let message: String
        public let fix: LocatedFix?
    }

    public private(set) var raw: [Raw] = []
    public init() {}

    /// `fix`, located in the anchor's file when the rule read it (see `LocatedFix.init(_:in:)`).
    public mutating func report(at anchor: ProjectAnchor, _ message: String, fix: LocatedFix? = nil) {
        raw.append(Raw(anchor: anchor, message: message, fix: fix))
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
    func check(project files: [FileFacts<Facts>], changes: ChangeContext, into findings: inout ProjectFindingSink)
}

extension ChangeAwareRule {
    public var isChangeAware: Bool { true }
    public func check(project files: [FileFacts<Facts>], into findings: inout ProjectFindingSink) {}

    public func checkErased(_ files: [ErasedFacts], changes: ChangeContext?, into findings: inout ProjectFindingSink) {
        guard let changes else { return }
        check(project: Self.typed(files), changes: changes, into: &findings)
    }
}
