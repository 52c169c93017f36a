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
    /// The texts its readers see, escapes resolved and `${…}` shown as `{placeholder}`: one per
    /// branch of a choice between literals (`${hurt ? "hurt" : "out"}`), else one.
    public let variants: [String]
    /// The text as its reader sees it, its variants separated by " / ".
    public var text: String { variants.joined(separator: " / ") }
    public let surface: CopySurface
    /// Copy read together (a notification's title and body) shares a group within its file.
    public let group: String
    /// What the copy is filed under: its export, key, builder or function (`wicketTitle`).
    public let name: String?
    /// The literal as written, and the byte offset it starts at, to show a fix's change to it.
    public let source: String
    public let sourceOffset: Int

    /// The copy strings of a lexed file, on the lines `changed` keeps (all when nil).
    package static func entries(in context: RuleContext, changed: ChangedLines?) -> [CopyEntry] {
        let file = context.file
        return CopyExtractor.strings(in: context).compactMap { copy in
            let start = file.position(of: file.tokens[copy.stringStart].start)
            guard changed?.contains(start.line.value) ?? true else { return nil }
            let endToken = file.partner(of: copy.stringStart) ?? copy.stringStart
            let end = file.position(of: file.tokens[endToken].end)
            let offset = file.tokens[copy.stringStart].start
            return CopyEntry(path: context.path, line: start.line.value, column: start.column, endLine: end.line.value, endColumn: end.column,
                             role: copy.role, variants: file.readerVariants(ofStringAt: copy.stringStart), surface: copy.surface,
                             group: copy.group, name: copy.name, source: file.text(from: offset, to: file.tokens[endToken].end),
                             sourceOffset: offset.value)
        }
    }

    /// The literal as a fix leaves it, or nil when the fix edits outside it.
    public func source(after fix: LocatedFix) -> String? {
        var bytes = Array(source.utf8)
        let end = sourceOffset + bytes.count
        guard !fix.edits.isEmpty, fix.edits.allSatisfy({ $0.start >= sourceOffset && $0.end <= end && $0.start <= $0.end }) else { return nil }
        for edit in fix.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange((edit.start - sourceOffset)..<(edit.end - sourceOffset), with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each variant with its placeholders filled with sample values (`{batter.name}` → `Smith`),
    /// as a fan would read it; placeholders with no likely value stay as written.
    public var samples: [String] { variants.map(CopySamples.fill) }

    /// The samples separated by " / ".
    public var sample: String { samples.joined(separator: " / ") }
}
