// A piece of copy as `umpire copy` lists it, and the review: the copy with its tone findings.

/// One user-facing string: where it is, what it is to a reader, and its text.
public struct CopyEntry: Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    /// Where the literal ends, so findings inside it can be matched to it.
    public let endLine: Int
    public let endColumn: Int
    public let role: String
    public let text: String

    /// The copy strings of a lexed file, on the lines `changed` keeps (all when nil).
    static func entries(in file: LexedFile, changed: ChangedLines?) -> [CopyEntry] {
        CopyExtractor.strings(in: file).compactMap { copy in
            let start = file.position(of: Int(file.tokens[copy.stringStart].start))
            guard changed?.contains(start.line) ?? true else { return nil }
            let endToken = file.partner(of: copy.stringStart) ?? copy.stringStart
            let end = file.position(of: file.tokens[endToken].end)
            return CopyEntry(path: file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                             role: copy.role, text: file.literalText(ofStringAt: copy.stringStart))
        }
    }
}

/// What `umpire copy` reports: every piece of copy, and the copy findings the run kept (after
/// suppressions and the baseline).
public struct CopyReview: Sendable {
    public let entries: [CopyEntry]
    public let findings: [Finding]
    /// Files that were not read, as the lint report lists them.
    public let notes: [Note]

    public init(entries: [CopyEntry], findings: [Finding], notes: [Note] = []) {
        self.entries = entries
        self.findings = findings
        self.notes = notes
    }

    /// The review of a run made with `Engine.collectCopy`.
    public init(_ result: LintResult) {
        self.init(entries: result.copy, findings: result.findings.filter { $0.area == .copyAndTone }, notes: result.notes)
    }

    /// The findings that start inside an entry's literal.
    public func findings(of entry: CopyEntry) -> [Finding] {
        findings.filter { f in
            f.path == entry.path && (f.line, f.column) >= (entry.line, entry.column)
                && (f.line, f.column) < (entry.endLine, entry.endColumn)
        }
    }
}
