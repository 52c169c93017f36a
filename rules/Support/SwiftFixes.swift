// Pieces the Swift rules' fixes share: text moved out of a block one level up, a span removed
// with its line, a declaration's first token, a block's statements.

import UmpireCore

package enum SwiftFixes {
    /// `text` with `indent` taken off the start of every line after the first, as a block's body
    /// reads once the block around it is gone; nil when a line that has code does not start with
    /// it (mixed tabs and spaces, code pulled left), so the caller keeps the text as it was.
    package static func dedented(_ text: String, by indent: String) -> String? {
        guard !indent.isEmpty else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for k in lines.indices.dropFirst() {
            if lines[k].hasPrefix(indent) {
                lines[k].removeFirst(indent.count)
            } else if !lines[k].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                return nil
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Removes tokens `first...last`; when they are alone on their line (leading space and the
    /// line break too) the whole line goes. Nil when a comment sits on the line beside them.
    package static func removingWithLine(_ first: Int, through last: Int, in file: SourceFile) -> TextEdit? {
        let start = file.tokens[first].start, end = file.tokens[last].end
        let lineStart = file.lines.lineStart(containing: start)
        var lineEnd = end.value
        while lineEnd < file.bytes.count, file.bytes[lineEnd] == UInt8(ascii: " ") || file.bytes[lineEnd] == UInt8(ascii: "\t") { lineEnd += 1 }
        let aloneBefore = file.bytes[bytes: lineStart..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let aloneAfter = lineEnd == file.bytes.count || file.bytes[lineEnd] == UInt8(ascii: "\n") || file.bytes[lineEnd] == UInt8(ascii: "\r")
        guard aloneBefore, aloneAfter else {
            guard let next = file.nextSignificant(after: last), file.line(ofToken: next) == file.lines.line(at: end)
            else { return nil }
            // Code follows on the line: take the tokens and the spaces after them (from the `;`
            // that ended the statement before, when one did: `static let x = 1; private init() {} }`).
            if let before = file.previousSignificant(before: first), file.kind(before) == .semicolon,
               file.line(ofToken: before) == file.lines.line(at: start) {
                return TextEdit(start: file.tokens[before].start, end: end, replacement: "")
            }
            return TextEdit(start: start, end: file.tokens[next].start, replacement: "")
        }
        if lineEnd < file.bytes.count, file.bytes[lineEnd] == UInt8(ascii: "\r") { lineEnd += 1 }
        if lineEnd < file.bytes.count, file.bytes[lineEnd] == UInt8(ascii: "\n") { lineEnd += 1 }
        return TextEdit(start: lineStart, end: ByteOffset(lineEnd), replacement: "")
    }

    /// Whether any comment lies in tokens `range` (a fix that rewrites them would drop it).
    package static func hasComment(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.contains { file.kind($0).isComment }
    }

    /// The first token of the declaration whose keyword is `keyword`: its first attribute or
    /// modifier (`@MainActor`, `private`), or the keyword.
    package static func declarationStart(_ keyword: Int, in file: SourceFile) -> Int {
        file.modifiers(before: keyword).first ?? keyword
    }

    /// Whether token `i` starts its line (only spaces or tabs before it).
    package static func startsLine(_ i: Int, in file: SourceFile) -> Bool {
        let start = file.tokens[i].start
        let lineStart = file.lines.lineStart(containing: start)
        return file.bytes[bytes: lineStart..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
