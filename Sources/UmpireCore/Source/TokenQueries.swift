// The questions rules ask about tokens, answered from the shared arrays without allocating.

extension SourceFile {
    @inlinable public func kind(_ i: Int) -> TokenKind { tokens[i].kind }

    /// The token's text; allocates, so use it for messages and option lookups, not in loops.
    public func text(_ i: Int) -> String {
        text(from: tokens[i].start, to: tokens[i].end)
    }

    /// The line token `i` starts on.
    public func line(ofToken i: Int) -> LineNumber { lines.line(at: tokens[i].start) }

    /// The text between two offsets (clamped to the file).
    public func text(from start: ByteOffset, to end: ByteOffset) -> String {
        String(decoding: bytes[max(0, start.value)..<min(end.value, bytes.count)], as: UTF8.self)
    }

    /// Whether token `i` is spelled exactly `word`.
    @inlinable public func `is`(_ i: Int, _ word: StaticString) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        guard Int(t.length) == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { spells($0, t.start.value, word) }
    }

    /// Whether token `i` is an identifier spelled `word`.
    @inlinable public func isIdentifier(_ i: Int, _ word: StaticString) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier && self.is(i, word)
    }

    /// Whether tokens `a` and `b` are spelled alike, compared as bytes (no String per token).
    public func spelledAlike(_ a: Int, _ b: Int) -> Bool {
        let x = tokens[a], y = tokens[b]
        guard x.length == y.length else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var k = 0
            while k < Int(x.length), buffer[x.start.value + k] == buffer[y.start.value + k] { k += 1 }
            return k == Int(x.length)
        }
    }

    /// Whether token `i` is spelled like one of `words` (compared as bytes).
    @inlinable public func isOne(_ i: Int, of words: [String]) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        let start = t.start.value, length = Int(t.length)
        return words.contains { word in
            word.utf8.count == length && word.utf8.elementsEqual(bytes[start..<start + length])
        }
    }

    /// Whether token `i` is spelled like one of `words`: compared only with the words of its
    /// length, and with no array built per call (for the checks rules make on every token).
    @inlinable public func isOne(_ i: Int, of words: TokenWords) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let t = tokens[i]
        let length = Int(t.length)
        guard length < words.byLength.count else { return false }
        let candidates = words.byLength[length]
        if candidates.isEmpty { return false }
        let start = t.start.value
        return bytes.withUnsafeBufferPointer { b in
            candidates.contains { word in
                for k in 0..<length where b[start + k] != word[k] { return false }
                return true
            }
        }
    }

    /// The first token after `i` that is not whitespace, a line break or a comment.
    @inlinable public func nextSignificant(after i: Int) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if !tokens[j].kind.isTrivia { return j }
            j += 1
        }
        return nil
    }

    /// The last token before `i` that is not whitespace, a line break or a comment.
    @inlinable public func previousSignificant(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !tokens[j].kind.isTrivia { return j }
            j -= 1
        }
        return nil
    }

    @inlinable public func kind(after i: Int) -> TokenKind? { nextSignificant(after: i).map { tokens[$0].kind } }
    @inlinable public func kind(before i: Int) -> TokenKind? { previousSignificant(before: i).map { tokens[$0].kind } }

    /// The matching bracket, string end or interpolation end of token `i`, if any.
    @inlinable public func partner(of i: Int) -> Int? {
        let p = partners[i]
        return p >= 0 ? Int(p) : nil
    }

    /// The innermost bracket, string or interpolation that contains token `i`.
    @inlinable public func enclosingOpener(of i: Int) -> Int? {
        let e = enclosing[i]
        return e >= 0 ? Int(e) : nil
    }

    /// The tokens outside every bracket, string and interpolation, in file order: the declarations
    /// and statements of the file's top level. A bracketed run is stepped over in one move (its
    /// opener and closer are top-level tokens), so rules that read only the top level cost its
    /// tokens, not the file's. Computed once per file.
    public var topLevelTokens: [Int] {
        memo.value("topLevelTokens") {
            var found: [Int] = []
            var i = 0
            while i < tokens.count {
                guard enclosing[i] == -1 else {
                    i += 1
                    continue
                }
                found.append(i)
                // Everything between an opener and its partner is enclosed by it.
                let partner = partners[i]
                i = partner > Int32(i) ? Int(partner) : i + 1
            }
            return found
        }
    }

    /// Whether token `i` lies inside a string literal's interpolated code.
    @inlinable public func isInInterpolation(_ i: Int) -> Bool { tokens[i].interpolationDepth > 0 }

    /// For an open parenthesis, the identifier it calls: `print` in `print(`, `format` is not
    /// returned for `String(format:` (the callee is `String`). Nil when the paren is not a call.
    public func callee(ofOpenParen paren: Int) -> Int? {
        guard let before = previousSignificant(before: paren), tokens[before].kind == .identifier,
              tokens[before].end <= tokens[paren].start
        else { return nil }
        return before
    }

    /// Whether the identifier at `i` is a member access (`x.name`), not a free name.
    @inlinable public func isMemberAccess(_ i: Int) -> Bool { kind(before: i) == .dot }

    /// For a token inside call arguments, the callee identifier of the innermost call around it.
    public func enclosingCall(of i: Int) -> Int? {
        var e = enclosingOpener(of: i)
        while let opener = e {
            switch tokens[opener].kind {
            case .openParen: return callee(ofOpenParen: opener)
            case .stringStart, .interpolationStart: e = enclosingOpener(of: opener)
            default: return nil
            }
        }
        return nil
    }

    /// Every enclosing opener of `i`, innermost first.
    public func openers(around i: Int) -> UnfoldSequence<Int, Int> {
        sequence(state: i) { state in
            guard let e = self.enclosingOpener(of: state) else { return nil }
            state = e
            return e
        }
    }

    /// The literal text of the string starting at `stringStart`, with each interpolation shown
    /// as `{name}` (the last identifier in it), as a reviewer reads copy.
    public func literalText(ofStringAt stringStart: Int) -> String {
        guard let end = partner(of: stringStart) else { return "" }
        var result = ""
        var j = stringStart + 1
        while j < end {
            switch tokens[j].kind {
            case .stringText:
                result += text(j)
                j += 1
            case .interpolationStart:
                let close = partner(of: j) ?? end
                result += "{\(placeholder(from: j + 1, to: close))}"
                j = close + 1
            default:
                j += 1
            }
        }
        return result
    }

    /// The string as its reader sees it: `literalText` with escapes resolved (`\`` is a
    /// backtick, `\n` a line break, `\u{1F3CF}` the ball), except in Swift raw strings
    /// (`#"…"#`), where a backslash is just a backslash.
    public func readerText(ofStringAt stringStart: Int) -> String {
        let literal = literalText(ofStringAt: stringStart)
        guard literal.utf8.contains(UInt8(ascii: "\\")), bytes[tokens[stringStart].start.value] != UInt8(ascii: "#") else { return literal }
        return Self.resolvingEscapes(literal)
    }

    static func resolvingEscapes(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escaped = scalars.next() else {
                out.append(scalar)
                continue
            }
            switch escaped {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u", "x":
                // `\u{1F3CF}`, `\u00E9` (TypeScript), `\xE9`: a code point in hex.
                var hex = ""
                var braced = false
                var count = escaped == "x" ? 2 : 4
                while count > 0, let next = scalars.next() {
                    if next == "{", hex.isEmpty, !braced { braced = true; count = 8; continue }
                    if next == "}", braced { break }
                    hex.unicodeScalars.append(next)
                    if !braced { count -= 1 }
                }
                if let value = UInt32(hex, radix: 16), let resolved = Unicode.Scalar(value) { out.append(resolved) }
            default:
                // `\``, `\"`, `\'`, `\\`, `\$`: the character itself.
                out.append(escaped)
            }
        }
        return String(out)
    }

    /// A readable name for interpolated code: `batter.name` as written when it is a short member
    /// chain, else its last identifier (`{count}` for `count === 1 ? "run" : "runs"`).
    func placeholder(from start: Int, to end: Int) -> String {
        let significant = (start..<end).filter { !tokens[$0].kind.isTrivia }
        if !significant.isEmpty, significant.count <= 5,
           significant.allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].kind == .dot || tokens[$0].kind == .keyword }) {
            let chain = significant.map(text).joined()
            if chain.count <= 24 { return chain }
        }
        return significant.last { tokens[$0].kind == .identifier }.map(text) ?? "…"
    }

    /// The tokens of the string at `stringStart` itself, in order: its text segments and the
    /// openers of its interpolations, never what the interpolations hold. Each nested literal
    /// is stepped over through its pair, so asking this of every string of a deeply nested
    /// interpolation stays linear.
    public func ownTokens(ofStringAt stringStart: Int) -> [Int] {
        guard let end = partner(of: stringStart) else { return [] }
        var own: [Int] = []
        var j = stringStart + 1
        while j < end {
            own.append(j)
            j = tokens[j].kind == .interpolationStart ? (partner(of: j) ?? end) + 1 : j + 1
        }
        return own
    }

    /// The openers of the interpolations directly in the string at `stringStart`.
    public func interpolations(ofStringAt stringStart: Int) -> [Int] {
        ownTokens(ofStringAt: stringStart).filter { tokens[$0].kind == .interpolationStart }
    }

    /// The literal text of the string at `stringStart` without its interpolations.
    public func ownText(ofStringAt stringStart: Int) -> String {
        var text = ""
        for j in ownTokens(ofStringAt: stringStart) where tokens[j].kind == .stringText { text += self.text(j) }
        return text
    }

    /// Counts `byte` in the literal text (not the interpolated code) of the string at `stringStart`.
    public func countInLiteralText(ofStringAt stringStart: Int, byte: UInt8) -> Int {
        var count = 0
        for j in ownTokens(ofStringAt: stringStart) where tokens[j].kind == .stringText {
            for k in tokens[j].start.value..<tokens[j].end.value where bytes[k] == byte { count += 1 }
        }
        return count
    }

    /// Number of interpolations directly in the string at `stringStart` (not nested ones).
    public func interpolationCount(ofStringAt stringStart: Int) -> Int {
        interpolations(ofStringAt: stringStart).count
    }

    /// Comments on the same line as token `i`, before or after it.
    public func commentsOnLine(of i: Int) -> [Int] {
        var result: [Int] = []
        var j = i - 1
        while j >= 0, tokens[j].kind != .newline {
            if tokens[j].kind.isComment { result.append(j) }
            j -= 1
        }
        j = i + 1
        while j < tokens.count, tokens[j].kind != .newline {
            if tokens[j].kind.isComment { result.append(j) }
            j += 1
        }
        return result
    }

    /// The comments in the block directly above the line of token `i` (no blank line between).
    public func commentBlock(above i: Int) -> [Int] {
        var j = i - 1
        while j >= 0, tokens[j].kind != .newline { j -= 1 }
        var result: [Int] = []
        var newlines = 0
        while j >= 0 {
            switch tokens[j].kind {
            case .newline:
                newlines += 1
                if newlines > 1 { return result }
            case .whitespace: break
            case .lineComment, .blockComment:
                result.append(j)
                newlines = 0
            default: return result
            }
            j -= 1
        }
        return result
    }

    /// The token that starts at byte `offset`, found by halving (tokens are in byte order);
    /// nil when none starts there (the offset falls inside a token).
    public func token(startingAt offset: ByteOffset) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count && tokens[low].start == offset ? low : nil
    }

    /// Whether the bytes of token `i` contain `needle`.
    public func contains(_ i: Int, _ needle: StaticString) -> Bool {
        let t = tokens[i]
        let n = needle.utf8CodeUnitCount
        guard n > 0, Int(t.length) >= n else { return false }
        let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: n)
        return bytes.withUnsafeBufferPointer { b in
            ByteSearch.find(wanted, in: UnsafeBufferPointer(rebasing: b[t.start.value..<t.end.value])) != nil
        }
    }
}

/// Words a token may spell, by length, built once (a rule's `static let` or its options).
public struct TokenWords: Sendable {
    @usableFromInline let byLength: [[[UInt8]]]

    public init(_ words: [String]) {
        var byLength: [[[UInt8]]] = []
        for word in words {
            let bytes = Array(word.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
        }
        self.byLength = byLength
    }
}

extension SourceFile {
    /// The identifiers spelled like token `i`, in file order (`i` among them): looked up in an
    /// index built once per file, so following a name through a long file is not a scan of it
    /// per use.
    public func occurrences(ofIdentifier i: Int) -> [Int] {
        identifierIndex.occurrences(of: bytes[tokens[i].start.value..<tokens[i].end.value], in: self)
    }
}

extension SourceFile {
    /// The identifiers spelled `name`, in file order (see `occurrences(ofIdentifier:)`).
    public func occurrences(ofName name: String) -> [Int] {
        identifierIndex.occurrences(of: ArraySlice(name.utf8), in: self)
    }

    /// Every identifier token by its spelling, built once per file.
    var identifierIndex: IdentifierIndex {
        memo.value("identifierIndex") { IdentifierIndex(self) }
    }
}
