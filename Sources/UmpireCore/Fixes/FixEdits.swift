// Building fixes from tokens: the edits rules make most (replace a token or a span, insert
// before or after one, remove a comment with its line), with line endings kept.

extension SourceFile {
    /// Replaces tokens `first...last` (one token when `last` is nil) with `text`.
    public func replacing(_ first: Int, through last: Int? = nil, with text: String) -> TextEdit {
        TextEdit(start: tokens[first].start, end: tokens[last ?? first].end, replacement: text)
    }

    public func inserting(_ text: String, before token: Int) -> TextEdit {
        TextEdit(start: tokens[token].start, end: tokens[token].start, replacement: text)
    }

    public func inserting(_ text: String, after token: Int) -> TextEdit {
        TextEdit(start: tokens[token].end, end: tokens[token].end, replacement: text)
    }

    /// Removes token `token`; when it is alone on its line (a comment, leading space and the
    /// line break) the whole line goes, so no blank line is left behind.
    public func removingWithLine(_ token: Int) -> TextEdit {
        let start = tokens[token].start.value, end = tokens[token].end.value
        let lineStart = lines.lineStart(containing: tokens[token].start).value
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == ASCII.space || bytes[lineEnd] == ASCII.tab { lineEnd += 1 }
        let onlyOnLine = bytes[lineStart..<start].allSatisfy { $0 == ASCII.space || $0 == ASCII.tab }
            && (lineEnd == bytes.count || bytes[lineEnd] == ASCII.lf || bytes[lineEnd] == ASCII.cr)
        guard onlyOnLine else {
            // After code on its line: drop the comment and the spaces before it.
            var from = start
            while from > lineStart, bytes[from - 1] == ASCII.space || bytes[from - 1] == ASCII.tab { from -= 1 }
            return TextEdit(start: ByteOffset(from), end: ByteOffset(end), replacement: "")
        }
        if lineEnd < bytes.count, bytes[lineEnd] == ASCII.cr { lineEnd += 1 }
        if lineEnd < bytes.count, bytes[lineEnd] == ASCII.lf { lineEnd += 1 }
        return TextEdit(start: ByteOffset(lineStart), end: ByteOffset(lineEnd), replacement: "")
    }

    /// The file's line break, to write new lines as the file does (`\r\n`, `\r` or `\n`).
    public var lineBreak: String { LineBreak.of(bytes) }

    /// The spaces or tabs that start the line holding `token`.
    public func indentation(ofLineWith token: Int) -> String {
        let lineStart = lines.lineStart(containing: tokens[token].start).value
        var end = lineStart
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }

    /// Brackets, strings and interpolations that do not pair, and bytes no token explains:
    /// a fix must never add to them.
    public var structuralProblems: Int {
        var count = 0
        for i in tokens.indices {
            switch tokens[i].kind {
            case .openParen, .closeParen, .openBracket, .closeBracket, .openBrace, .closeBrace, .stringStart, .stringEnd,
                 .interpolationStart, .interpolationEnd:
                if partner(of: i) == nil { count += 1 }
            case .unknown:
                count += 1
            default:
                break
            }
        }
        return count
    }
}
