// Swift string literals: plain, multi-line and raw strings, `\( … )` and `\#( … )`
// interpolation. Regex literals are in SwiftLexer+Regex.swift.

extension SwiftLexer {
    /// Lexes a string literal's opening delimiter (`"`, `"""`, with any leading `#`s already
    /// counted in `hashes`) and its body. `c.pos` is at the first quote.
    mutating func lexString(hashes: Int, start: Int) {
        let multiline = c.matches("\"\"\"") && !(hashes > 0 && rawStringClosesOnLine(hashes))
        c.pos += multiline ? 3 : 1
        c.emit(.stringStart, from: start)
        scanStringBody(StringShape(hashes: hashes, multiline: multiline))
    }

    /// Whether `#"""…` is a single-line raw string that starts with quotes (`#"""#` is `"`):
    /// swiftc reads it so when its closing `"#` follows on the same line.
    private func rawStringClosesOnLine(_ hashes: Int) -> Bool {
        var i = c.pos + 2
        while i < c.count, c.bytes[i] != ASCII.lf, c.bytes[i] != ASCII.cr {
            if c.bytes[i] == ASCII.quote, hashesFollow(hashes, at: i + 1) { return true }
            i += 1
        }
        return false
    }

    /// Scans literal text up to the closing delimiter or an interpolation. At an
    /// interpolation it pushes a frame and returns to code; the matching `)` resumes here.
    /// A single-line string that reaches a line break ends there, as the compiler would
    /// end it, so one broken literal cannot swallow the rest of the file.
    mutating func scanStringBody(_ shape: StringShape) {
        let textStart = c.pos
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == ASCII.backslash {
                guard hashesFollow(shape.hashes, at: c.pos + 1) else {
                    c.pos += 1
                    continue
                }
                let afterEscape = c.pos + 1 + shape.hashes
                if c.byte(at: afterEscape) == ASCII.lparen {
                    flushText(from: textStart)
                    let open = c.pos
                    c.pos = afterEscape + 1
                    c.emit(.interpolationStart, from: open)
                    frames.append(InterpolationFrame(shape: shape, openParens: 0))
                    c.depth = UInt8(clamping: frames.count)
                    return
                }
                c.pos = afterEscape
                // The escaped character is text, unless it is a line break ending a
                // single-line literal, which the loop handles.
                let escaped = c.byte(at: c.pos)
                if c.pos < c.count, shape.multiline || (escaped != ASCII.lf && escaped != ASCII.cr) {
                    c.pos += 1
                }
            } else if b == ASCII.quote {
                let quotes = shape.multiline ? 3 : 1
                if (!shape.multiline || c.matches("\"\"\"")) && hashesFollow(shape.hashes, at: c.pos + quotes) {
                    flushText(from: textStart)
                    let close = c.pos
                    c.pos += quotes + shape.hashes
                    c.emit(.stringEnd, from: close)
                    return
                }
                c.pos += 1
            } else if (b == ASCII.lf || b == ASCII.cr) && !shape.multiline {
                flushText(from: textStart)
                return
            } else {
                c.pos += 1
            }
        }
        flushText(from: textStart)
    }

    /// The `)` that closes `\(`: emits it and resumes the string it interrupted.
    mutating func closeInterpolation() {
        let frame = frames.removeLast()
        c.depth = UInt8(clamping: frames.count)
        c.single(.interpolationEnd)
        scanStringBody(frame.shape)
    }

    func hashesFollow(_ n: Int, at i: Int) -> Bool {
        guard n > 0 else { return true }
        guard i + n <= c.count else { return false }
        for k in i..<(i + n) where c.bytes[k] != ASCII.hash { return false }
        return true
    }

    private mutating func flushText(from start: Int) {
        if c.pos > start { c.emit(.stringText, from: start) }
    }
}
