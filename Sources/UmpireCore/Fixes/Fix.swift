// A fix a rule attaches to a finding: byte-range edits in the file, a title, and whether it
// keeps the code's meaning (safe) or is right in most code but wants a person's look (unsafe).

public enum FixApplicability: String, Sendable, Comparable, CaseIterable {
    /// Behaviour and meaning are kept: `umpire --fix` applies it.
    case safe
    /// Right in most code, but a person should look: applied with `--unsafe-fixes`.
    case unsafe

    public static func < (a: FixApplicability, b: FixApplicability) -> Bool { a == .safe && b == .unsafe }
}

/// One replacement of the bytes `start..<end` (an insertion when they are equal).
public struct TextEdit: Sendable, Hashable {
    public let start: ByteOffset
    public let end: ByteOffset
    public let replacement: String

    public init(start: ByteOffset, end: ByteOffset, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

public struct Fix: Sendable, Hashable {
    /// What the fix does, in the imperative: "Use .foregroundStyle".
    public let title: String
    public let applicability: FixApplicability
    /// In file order; never overlapping.
    public let edits: [TextEdit]

    public init(_ title: String, _ applicability: FixApplicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The bytes the fix touches, first edit to last.
    public var span: ClosedRange<ByteOffset> { (edits.first?.start ?? .zero)...(edits.last?.end ?? .zero) }

    /// Whether any of the edits overlap or touch the same insertion point (a malformed fix).
    var isWellFormed: Bool {
        zip(edits, edits.dropFirst()).allSatisfy { $0.end <= $1.start && !($0.start == $0.end && $1.start == $1.end && $0.start == $1.start) }
            && edits.allSatisfy { $0.start <= $0.end }
    }
}

/// A fix as reporters show it: each edit with its line and column range (columns in Unicode
/// scalars, as findings count them, and in UTF-8 bytes for reviewdog).
public struct LocatedFix: Sendable, Hashable {
    public struct Edit: Sendable, Hashable {
        public let start: Int
        public let end: Int
        public let startLine: Int
        public let startColumn: Int
        public let endLine: Int
        public let endColumn: Int
        public let startByteColumn: Int
        public let endByteColumn: Int
        public let replacement: String

        public init(start: Int, end: Int, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int,
                    startByteColumn: Int? = nil, endByteColumn: Int? = nil, replacement: String) {
            self.start = start
            self.end = end
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
            self.startByteColumn = startByteColumn ?? startColumn
            self.endByteColumn = endByteColumn ?? endColumn
            self.replacement = replacement
        }
    }

    public let title: String
    public let applicability: FixApplicability
    public let edits: [Edit]

    /// The fix as byte edits again, to apply it.
    public var fix: Fix {
        Fix(title, applicability, edits: edits.map { TextEdit(start: ByteOffset($0.start), end: ByteOffset($0.end), replacement: $0.replacement) })
    }

    /// The same edits with another title and replacement text, in order (for a fix whose text
    /// is known only once a cross-file rule has seen the whole project).
    public func replacing(title: String, texts: [String]) -> LocatedFix {
        LocatedFix(title: title, applicability: applicability, edits: zip(edits, texts).map { edit, text in
            Edit(start: edit.start, end: edit.end, startLine: edit.startLine, startColumn: edit.startColumn,
                 endLine: edit.endLine, endColumn: edit.endColumn, startByteColumn: edit.startByteColumn,
                 endByteColumn: edit.endByteColumn, replacement: text)
        })
    }

    public init(title: String, applicability: FixApplicability, edits: [Edit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }

    /// Located in `file`; cross-file rules build it while they read the file, to attach later.
    public init(_ fix: Fix, in file: SourceFile) {
        title = fix.title
        applicability = fix.applicability
        edits = fix.edits.map { edit in
            let start = file.position(of: edit.start), end = file.position(of: edit.end)
            let startLineStart = file.lines.start(ofLine: start.line), endLineStart = file.lines.start(ofLine: end.line)
            return Edit(start: edit.start.value, end: edit.end.value, startLine: start.line.value, startColumn: start.column,
                        endLine: end.line.value, endColumn: end.column, startByteColumn: edit.start - startLineStart + 1,
                        endByteColumn: edit.end - endLineStart + 1, replacement: edit.replacement)
        }
    }
}
