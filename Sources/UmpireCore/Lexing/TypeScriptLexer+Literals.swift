// TypeScript literals: quoted strings, template literals with `${ … }`, regex literals.

extension TypeScriptLexer {
    /// `'…'` or `"…"`. An unescaped line break ends an unterminated string, so one broken
    /// literal cannot swallow the rest of the file.
    mutating func lexQuotedString() {
        let quote = c.bytes[c.pos]
        c.single(.stringStart)
        let textStart = c.pos
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == quote {
                if c.pos > textStart { c.emit(.stringText, from: textStart) }
                c.single(.stringEnd)
                return
            }
            if b == ASCII.lf || b == ASCII.cr { break }
            if b == ASCII.backslash {
                // `\` before a line break continues the string on the next line.
                c.pos += (c.peek(1) == ASCII.cr && c.peek(2) == ASCII.lf) ? 3 : 2
                if c.pos > c.count { c.pos = c.count }
            } else {
                c.pos += 1
            }
        }
        if c.pos > textStart { c.emit(.stringText, from: textStart) }
    }

    mutating func lexTemplate() {
        c.single(.stringStart)
        scanTemplateBody()
    }

    /// Literal text up to the closing backtick or a `${`, which pushes a frame; the `}` that
    /// closes it (see `closeBrace`) resumes here. Unterminated templates end at end of file.
    mutating func scanTemplateBody() {
        let textStart = c.pos
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == ASCII.backtick {
                if c.pos > textStart { c.emit(.stringText, from: textStart) }
                c.single(.stringEnd)
                return
            }
            if b == ASCII.dollar, c.peek(1) == ASCII.lbrace {
                if c.pos > textStart { c.emit(.stringText, from: textStart) }
                let open = c.pos
                c.pos += 2
                c.emit(.interpolationStart, from: open)
                frames.append(.templateSubstitution(braces: 0))
                templateDepth += 1
                c.depth = UInt8(clamping: templateDepth)
                return
            }
            c.pos += b == ASCII.backslash ? 2 : 1
        }
        c.pos = min(c.pos, c.count)
        if c.pos > textStart { c.emit(.stringText, from: textStart) }
    }

    /// Where a regex literal starting at `c.pos` ends (after its flags), or nil when the
    /// line ends first, in which case the `/` is division after all.
    mutating func regexEnd() -> Int? {
        guard c.pos >= noRegexBefore else { return nil }
        var i = c.pos + 1
        var inClass = false
        while i < c.count {
            let b = c.bytes[i]
            switch b {
            case ASCII.lf, ASCII.cr:
                noRegexBefore = i
                return nil
            case ASCII.backslash:
                let escaped = c.byte(at: i + 1)
                if escaped == ASCII.lf || escaped == ASCII.cr {
                    noRegexBefore = i + 1
                    return nil
                }
                i += 2
                continue
            case ASCII.lbracket:
                inClass = true
            case ASCII.rbracket:
                inClass = false
            case ASCII.slash where !inClass:
                i += 1
                while i < c.count, isIdentifierByte(c.bytes[i]) { i += 1 }
                return i
            default:
                break
            }
            i += 1
        }
        noRegexBefore = c.count
        return nil
    }
}
