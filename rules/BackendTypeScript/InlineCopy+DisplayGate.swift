// Which files inline-copy's display-state pass parses: told by their bytes and tokens first,
// since most of a backend's files hold no display field and return no prose.

import UmpireCore
import UmpireRuleSupport

extension InlineCopy {
    /// By tokens, before any parse: a display type named, a `*.messages` module imported, or a
    /// `return` with prose on its line.
    func mayHoldDisplayCopy(_ context: RuleContext) -> Bool {
        let file = context.file
        let named = file.bytes.withUnsafeBufferPointer { bytes in
            Self.displayTypeWords.contains { ByteSearch.find($0, in: bytes) != nil }
                || context.run.model.backendTypes.contains { name in
                    var name = name
                    return name.withUTF8 { ByteSearch.find($0, in: bytes) != nil }
                }
                || ByteSearch.containsEnding(Self.displayKeyEndings, before: UInt8(ascii: ":"), in: bytes)
                // A module importing copy may fill its builders with words of its own.
                || ByteSearch.find(Self.messagesImport, in: bytes) != nil
        }
        if named { return true }
        // `return "…"` or `return x ? "Rain stops play" : …`: prose in a string after a `return` on
        // its line — each `return` found by bytes, its line's tokens read from there.
        let offsets = file.bytes.withUnsafeBufferPointer { bytes in
            var found: [Int] = []
            var from = 0
            while let at = ByteSearch.find(Self.returnBytes, in: bytes, from: from) {
                found.append(at)
                from = at + Self.returnBytes.count
            }
            return found
        }
        let tokens = file.tokens
        for offset in offsets {
            guard let low = file.token(startingAt: ByteOffset(offset)), file.kind(low) == .keyword else { continue }
            // `return BREAK_LABELS[kind]`: the words of a lookup table the file declares.
            if let name = file.nextSignificant(after: low), file.kind(name) == .identifier, file.kind(after: name) == .openBracket,
               let table = Self.constObject(named: name, in: file), Self.holdsProse(from: table, in: file) { return true }
            var k = low + 1
            var literals = 0
            while k < tokens.count, tokens[k].kind != .newline {
                if tokens[k].kind == .stringStart {
                    if Self.isProse(file.literalText(ofStringAt: k)) { return true }
                    literals += 1
                }
                // `return [team.name, "need", need, "from", balls].join(" ")`: words joined into prose.
                if literals > 1, tokens[k].kind == .identifier, file.is(k, "join") { return true }
                k += 1
            }
        }
        return false
    }

    /// The `{` of the object literal a `const` of the file is declared with, under the name of
    /// token `name` (`const BREAK_LABELS: Record<BreakKind, string> = {`).
    static func constObject(named name: Int, in file: SourceFile) -> Int? {
        for declared in file.occurrences(ofIdentifier: name) {
            guard let keyword = file.previousSignificant(before: declared), file.kind(keyword) == .keyword, file.is(keyword, "const") else { continue }
            // Past a type annotation (`Record<BreakKind, string>`, `{ [k: string]: string }`) to its `=`.
            var j = declared + 1, depth = 0
            while j < file.tokens.count, j < declared + 64 {
                let kind = file.kind(j)
                if [.openParen, .openBracket, .openBrace].contains(kind) || kind == .operator && file.is(j, "<") {
                    depth += 1
                } else if [.closeParen, .closeBracket, .closeBrace].contains(kind) || kind == .operator && file.is(j, ">") {
                    depth -= 1
                } else if kind == .operator, depth == 0, file.is(j, "=") {
                    return file.nextSignificant(after: j).flatMap { file.kind($0) == .openBrace ? $0 : nil }
                }
                j += 1
            }
        }
        return nil
    }

    /// Whether a string between a brace and its partner reads as prose.
    static func holdsProse(from brace: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: brace) else { return false }
        return (brace..<close).contains { file.kind($0) == .stringStart && isProse(file.literalText(ofStringAt: $0)) }
    }

    static let returnBytes = Array("return ".utf8)
    static let displayTypeWords = ["DisplayState", "ContentState"].map { Array($0.utf8) }
    /// A display key's ending, before its colon (`statusText:`, `toast:`): shared by its
    /// capitalised suffix and its lower-case name.
    static let displayKeyEndings = ["Text", "Line", "Label", "toast", "eadline", "ubtitle", "aption",
                                    "_text", "_line", "_label", "_note",
                                    // `emptyMessage`, `emptyStateTitle`: every `message:` would wake it.
                                    "ptyMessage", "ptyTitle", "ateMessage", "ateTitle", "pty_message", "pty_title"].map { Array($0.utf8) }

    private static let messagesImport = Array(".messages".utf8)
}
