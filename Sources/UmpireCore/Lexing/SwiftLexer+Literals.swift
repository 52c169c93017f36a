// Swift string and regex literals: plain, multi-line and raw strings, `\( … )` and `\#( … )`
// interpolation, `#/…/#` extended regexes and bare `/…/` regexes.

extension SwiftLexer {
    /// Lexes a string literal's opening delimiter (`"`, `"""`, with any leading `#`s already
    /// counted in `hashes`) and its body. `c.pos` is at the first quote.
    mutating func lexString(hashes: Int, start: Int) {
        let multiline = c.matches("\"\"\"")
        c.pos += multiline ? 3 : 1
        c.emit(.stringStart, from: start)
        scanStringBody(StringShape(hashes: hashes, multiline: multiline))
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

    private func hashesFollow(_ n: Int, at i: Int) -> Bool {
        guard n > 0 else { return true }
        guard i + n <= c.count else { return false }
        for k in i..<(i + n) where c.bytes[k] != ASCII.hash { return false }
        return true
    }

    private mutating func flushText(from start: Int) {
        if c.pos > start { c.emit(.stringText, from: start) }
    }

    /// `#/…/#` (any number of `#`s). A single-line one that meets a line break ends there.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = c.pos
        var i = start + hashes + 1
        let multiline = c.byte(at: i) == ASCII.lf || c.byte(at: i) == ASCII.cr
        while i < c.count {
            let b = c.bytes[i]
            if b == ASCII.backslash {
                i += 2
            } else if b == ASCII.slash, hashesFollow(hashes, at: i + 1) {
                i += 1 + hashes
                break
            } else if !multiline, b == ASCII.lf || b == ASCII.cr {
                break
            } else {
                i += 1
            }
        }
        c.pos = min(i, c.count)
        c.emit(.regex, from: start)
    }

    /// Where a bare `/…/` regex literal starting at `c.pos` would end, or nil when the
    /// compiler would not lex one: it may not start with a space, tab, `)` or `,`, must end
    /// on the same line, and may not close a parenthesis it did not open.
    func bareRegexEnd() -> Int? {
        let first = c.peek(1)
        switch first {
        case ASCII.space, ASCII.tab, ASCII.rparen, ASCII.comma, ASCII.lf, ASCII.cr, 0: return nil
        default: break
        }
        var i = c.pos + 1
        var classDepth = 0
        var openParens = 0
        while i < c.count {
            let b = c.bytes[i]
            switch b {
            case ASCII.lf, ASCII.cr:
                return nil
            case ASCII.backslash:
                let escaped = c.byte(at: i + 1)
                if escaped == ASCII.lf || escaped == ASCII.cr { return nil }
                i += 2
                continue
            case ASCII.lbracket:
                classDepth += 1
            case ASCII.rbracket:
                if classDepth > 0 { classDepth -= 1 }
            case ASCII.lparen where classDepth == 0:
                openParens += 1
            case ASCII.rparen where classDepth == 0:
                openParens -= 1
                if openParens < 0 { return nil }
            case ASCII.slash where classDepth == 0:
                return i + 1
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
