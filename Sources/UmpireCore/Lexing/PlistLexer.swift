// The property-list lexer: XML just far enough to read `<key>NAME</key>` and the value after it.

/// Lexes an XML property list into lossless tokens. A whole tag (`<key>`, `</dict>`, `<true/>`,
/// `<plist version="1.0">`) is one `identifier`; text between tags is `stringText`, split at
/// whitespace and line breaks; `<!-- … -->` is a `blockComment`; `<?xml … ?>` and
/// `<!DOCTYPE …>` are `directive`s; a `<![CDATA[ … ]]>` section is `stringText`. A `<` that
/// starts no tag is `unknown`. A tag or comment that never closes ends at the next `<` (tags)
/// or at the end of the file (comments, CDATA), so bad input never throws or loops.
struct PlistLexer {
    var c: ByteCursor

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> ContiguousArray<Token> {
        TokenBuffer.collect(byteCount: bytes.count) { tokens in
            var lexer = PlistLexer(c: ByteCursor(bytes, into: tokens))
            lexer.c.skipByteOrderMark()
            while !lexer.c.atEnd { lexer.step() }
            return lexer.c.tokens
        }
    }

    private mutating func step() {
        switch c.bytes[c.pos] {
        case ASCII.space, ASCII.tab, 0x0B, 0x0C:
            c.scanHorizontalSpace()
        case ASCII.lf, ASCII.cr:
            c.scanNewline()
        case ASCII.less:
            lexMarkup()
        default:
            let start = c.pos
            c.pos += 1
            while c.pos < c.count {
                let b = c.bytes[c.pos]
                if b == ASCII.less || b == ASCII.lf || b == ASCII.cr || isHorizontalSpace(b) { break }
                c.pos += 1
            }
            c.emit(.stringText, from: start)
        }
    }

    /// Something starting with `<`: a comment, CDATA, a declaration, a tag, or a stray `<`.
    private mutating func lexMarkup() {
        let start = c.pos
        if c.matches("<!--") {
            c.pos += 4
            scan(through: "-->")
            c.emit(.blockComment, from: start)
        } else if c.matches("<![CDATA[") {
            c.pos += 9
            scan(through: "]]>")
            c.emit(.stringText, from: start)
        } else if c.peek(1) == ASCII.question || c.peek(1) == ASCII.bang {
            c.pos += 2
            scanTag()
            c.emit(.directive, from: start)
        } else if c.peek(1) == ASCII.slash || isIdentifierStart(c.peek(1)) {
            c.pos += 1
            scanTag()
            c.emit(.identifier, from: start)
        } else {
            c.scanUnknown()
        }
    }

    /// To just past `terminator`, or to the end of the file.
    private mutating func scan(through terminator: StaticString) {
        while c.pos < c.count {
            if c.matches(terminator) {
                c.pos += terminator.utf8CodeUnitCount
                return
            }
            c.pos += 1
        }
    }

    /// To just past the `>` that closes a tag (quoted `>` in attribute values skipped), or up to
    /// the next `<`, which no tag contains.
    private mutating func scanTag() {
        var quote: UInt8 = 0
        while c.pos < c.count {
            let b = c.bytes[c.pos]
            if b == ASCII.less { return }
            c.pos += 1
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == ASCII.quote || b == ASCII.apostrophe {
                quote = b
            } else if b == ASCII.greater {
                return
            }
        }
    }
}
