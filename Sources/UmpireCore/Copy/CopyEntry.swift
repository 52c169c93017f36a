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
    /// The text as its reader sees it: escapes resolved, `${…}` shown as `{placeholder}`.
    public let text: String
    public let surface: CopySurface
    /// Copy read together (a notification's title and body) shares a group within its file.
    public let group: String
    /// What the copy is filed under: its export, key, builder or function (`wicketTitle`).
    public let name: String?

    /// The copy strings of a lexed file, on the lines `changed` keeps (all when nil).
    static func entries(in file: LexedFile, changed: ChangedLines?) -> [CopyEntry] {
        CopyExtractor.stringsWithText(in: file).compactMap { copy, text in
            let start = file.position(of: Int(file.tokens[copy.stringStart].start))
            guard changed?.contains(start.line) ?? true else { return nil }
            let endToken = file.partner(of: copy.stringStart) ?? copy.stringStart
            let end = file.position(of: file.tokens[endToken].end)
            return CopyEntry(path: file.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                             role: copy.role, text: text, surface: copy.surface, group: copy.group, name: copy.name)
        }
    }

    /// The text with its placeholders filled with sample values (`{batter.name}` → `Smith`),
    /// as a fan would read it; placeholders with no likely value stay as written.
    public var sample: String { CopySamples.fill(text) }
}

/// What `umpire copy` reports: every piece of copy, and the copy findings the run kept (after
/// suppressions and the baseline).
public struct CopyReview: Sendable {
    public let entries: [CopyEntry]
    public let findings: [Finding]
    /// Files that were not read, as the lint report lists them.
    public let notes: [Note]

    public init(entries: [CopyEntry], findings: [Finding], notes: [Note] = []) {
        self.entries = entries.sorted { a, b in
            a.path == b.path ? (a.line, a.column) < (b.line, b.column) : FileDiscovery.precedes(a.path, b.path)
        }
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

    /// Copy read together, by surface in a fixed order (notifications first), then by file and
    /// line: a notification's title and body are one group.
    public var groups: [(surface: CopySurface, entries: [CopyEntry])] {
        var order: [String] = []
        var byKey: [String: [CopyEntry]] = [:]
        for entry in entries {
            let key = "\(entry.surface.rawValue)\u{0}\(entry.path)\u{0}\(entry.group)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(entry)
        }
        let groups = order.map { byKey[$0]! }
        return CopySurface.allCases.flatMap { surface in
            groups.filter { $0[0].surface == surface }.map { (surface, $0) }
        }
    }

    /// How many pieces of copy have at least one finding.
    public var flaggedCount: Int { entries.count { !findings(of: $0).isEmpty } }
}
