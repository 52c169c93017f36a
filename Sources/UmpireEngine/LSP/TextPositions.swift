// Positions as LSP counts them (0-based lines, UTF-16 code units) against Umpire's (1-based
// lines, columns in Unicode scalars) and byte offsets, over one version of a buffer.

import UmpireCore

struct TextPositions {
    let bytes: [UInt8]
    let lines: LineTable

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    /// The byte offset of an LSP position. A character past the end of its line means the
    /// line's end, a line past the last the buffer's end, as the specification says; a
    /// position inside a surrogate pair moves past the character.
    func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lines.count else { return bytes.count }
        let start = Int(lines.starts[line]), end = contentEnd(ofLine: line)
        var i = start, units = 0
        while i < end, units < character {
            let width = Self.scalarWidth(bytes[i])
            units += width == 4 ? 2 : 1
            i = min(end, i + width)
        }
        return i
    }

    /// The LSP position of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, character: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let line = lines.line(at: ByteOffset(clamped))
        return (line.value - 1, utf16Count(from: lines.start(ofLine: line).value, to: clamped))
    }

    /// The LSP position of a finding's 1-based line and scalar column.
    func position(line: Int, column: Int) -> (line: Int, character: Int) {
        guard line >= 1 else { return (0, 0) }
        guard line <= lines.count else { return position(ofOffset: bytes.count) }
        let start = lines.start(ofLine: LineNumber(line)).value
        var i = start, scalars = 1
        while i < bytes.count, scalars < column {
            i = min(bytes.count, i + Self.scalarWidth(bytes[i]))
            scalars += 1
        }
        return (line - 1, utf16Count(from: start, to: i))
    }

    /// The spaces and tabs that start a 0-based line.
    func indentation(ofLine line: Int) -> String {
        guard line >= 0, line < lines.count else { return "" }
        let start = Int(lines.starts[line])
        var end = start
        while end < bytes.count, bytes[end] == ASCII.space || bytes[end] == ASCII.tab { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The buffer's line break, for text inserted as whole lines.
    var lineBreak: String { LineBreak.of(bytes) }

    /// Where a 0-based line's text ends, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lines.count ? Int(lines.starts[line + 1]) : bytes.count
        if end > Int(lines.starts[line]), line + 1 < lines.count {
            end -= 1
            if bytes[end] == ASCII.lf, end > Int(lines.starts[line]), bytes[end - 1] == ASCII.cr { end -= 1 }
        }
        return end
    }

    private func utf16Count(from start: Int, to end: Int) -> Int {
        var i = start, units = 0
        while i < end {
            let width = Self.scalarWidth(bytes[i])
            units += width == 4 ? 2 : 1
            i += width
        }
        return units
    }

    /// The length of the UTF-8 sequence a byte starts. Buffers from the editor are valid UTF-8;
    /// a stray continuation byte counts as one character, as the line table counts it.
    static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

/// An open document: the editor's buffer, not the file on disk.
struct TextDocument: Sendable {
    let uri: String
    /// The file it is, for `file:` URIs; other schemes (an unsaved buffer) are not linted.
    let path: String?
    var version: Int
    var bytes: [UInt8]

    /// Applies one `TextDocumentContentChangeEvent`: a whole new text, or a range replaced.
    mutating func apply(_ change: JSONValue) -> Bool {
        guard let text = change["text"]?.string else { return false }
        guard let range = change["range"] else {
            bytes = Array(text.utf8)
            return true
        }
        guard let start = range["start"], let end = range["end"],
              let startLine = start["line"]?.int, let startCharacter = start["character"]?.int,
              let endLine = end["line"]?.int, let endCharacter = end["character"]?.int else { return false }
        let positions = TextPositions(bytes)
        let from = positions.offset(line: startLine, character: startCharacter)
        let to = positions.offset(line: endLine, character: endCharacter)
        bytes.replaceSubrange(min(from, to)..<max(from, to), with: Array(text.utf8))
        return true
    }

    /// The path a `file:` URI names, percent-decoded.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: only a local host means this machine.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/"), rest[..<slash] == "localhost" else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return FileDiscovery.normalize(String(decoding: bytes, as: UTF8.self))
    }

    static func uri(ofPath path: String) -> String { "file://" + Escape.uriPath(path) }
}
