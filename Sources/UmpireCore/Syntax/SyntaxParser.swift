// A tolerant recursive-descent parser over the significant tokens of one file. Every parse
// function is bounded by an end it may not pass (the partner of the bracket it is inside), so
// a construct it does not know becomes an opaque node spanning its tokens and parsing goes on
// after it: never a crash, never a loop, never a tree that reaches across a bracket.

struct SyntaxParser {
    let tokens: ContiguousArray<Token>
    let b: UnsafeBufferPointer<UInt8>
    let isSwift: Bool
    let jsx: Bool
    /// Token indices of the significant tokens (no whitespace, line breaks or comments).
    let sig: [Int32]
    /// The significant index of each significant token's partner (bracket, string end), or -1.
    let partner: [Int32]
    let words: [SyntaxWord]
    /// Whether a line break comes between a significant token and the one before it.
    let breakBefore: [Bool]
    var nodes = ContiguousArray<SyntaxNode>()
    var p = 0
    var depth = 0
    /// Inside an `if`, `guard`, `while`, `for` or `switch` head, where `{` opens the body, not
    /// a trailing closure (Swift) or an object (TypeScript).
    var noTrailingClosure = false
    /// Inside a TypeScript `for (… in …)` head, where `in` is not an operator.
    var noIn = false

    /// How deep constructs may nest before the rest of a bracket is kept opaque: far beyond
    /// real code, and within the stack of a worker thread.
    static let maximumDepth = 128

    static func parse(_ file: SourceFile) -> ContiguousArray<SyntaxNode> {
        file.bytes.withUnsafeBufferPointer { b in
            var parser = SyntaxParser(file: file, bytes: b)
            // Real files make about 0.58 nodes a significant token (swift-syntax's lexer, typeorm's
            // query builder): sized once, the array is not copied a dozen times as it grows.
            parser.nodes.reserveCapacity(parser.count * 5 / 8 + 16)
            parser.parseFile()
            return parser.nodes
        }
    }

    init(file: SourceFile, bytes b: UnsafeBufferPointer<UInt8>) {
        tokens = file.tokens
        self.b = b
        isSwift = file.language == .swift
        jsx = file.language == .typeScript && file.jsx
        // Sized for every token and filled in place: the parser is built for each file a rule
        // parses, and growing four arrays token by token showed in the profile.
        let parses = file.language == .swift || file.language == .typeScript
        let count = parses ? file.tokens.count : 0
        var sigIndex = [Int32](repeating: -1, count: count)
        var significant = 0
        var sig: [Int32] = [], breaks: [Bool] = [], words: [SyntaxWord] = []
        file.tokens.withUnsafeBufferPointer { tokens in
            sigIndex.withUnsafeMutableBufferPointer { sigIndex in
                sig = [Int32](unsafeUninitializedCapacity: count) { sigOut, sigCount in
                    breaks = [Bool](unsafeUninitializedCapacity: count) { breaksOut, breaksCount in
                        words = [SyntaxWord](unsafeUninitializedCapacity: count) { wordsOut, wordsCount in
                            var sawBreak = false
                            for i in 0..<count {
                                let t = tokens[i]
                                if t.kind.isTrivia {
                                    if t.kind == .newline || (t.kind == .blockComment && Self.hasLineBreak(b, t)) { sawBreak = true }
                                    continue
                                }
                                sigIndex[i] = Int32(significant)
                                sigOut.initializeElement(at: significant, to: Int32(i))
                                breaksOut.initializeElement(at: significant, to: sawBreak)
                                wordsOut.initializeElement(at: significant, to: SyntaxWord.of(b, t.start.value, t.end.value, kind: t.kind))
                                significant += 1
                                sawBreak = false
                            }
                            wordsCount = significant
                        }
                        breaksCount = significant
                    }
                    sigCount = significant
                }
            }
        }
        let partner = [Int32](unsafeUninitializedCapacity: significant) { out, initialized in
            file.partners.withUnsafeBufferPointer { partners in
                sigIndex.withUnsafeBufferPointer { sigIndex in
                    for s in 0..<significant {
                        let q = partners[Int(sig[s])]
                        out.initializeElement(at: s, to: q >= 0 ? sigIndex[Int(q)] : -1)
                    }
                }
            }
            initialized = significant
        }
        self.sig = sig
        self.partner = partner
        self.words = words
        breakBefore = breaks
    }

    private static func hasLineBreak(_ b: UnsafeBufferPointer<UInt8>, _ t: Token) -> Bool {
        for i in t.start.value..<t.end.value where b[i] == ASCII.lf || b[i] == ASCII.cr { return true }
        return false
    }

    // MARK: Reading

    var count: Int { sig.count }
    @inline(__always) func kind(_ i: Int) -> TokenKind { i < sig.count ? tokens[Int(sig[i])].kind : .unknown }
    @inline(__always) func word(_ i: Int) -> SyntaxWord { i < sig.count ? words[i] : .none }
    @inline(__always) func lineBreak(before i: Int) -> Bool { i < sig.count && breakBefore[i] }
    @inline(__always) func partnerOf(_ i: Int) -> Int? {
        guard i < sig.count else { return nil }
        let q = partner[i]
        return q > i ? Int(q) : nil
    }

    /// Whether whitespace (or a comment) is written right before / after significant token `i`.
    func spaceBefore(_ i: Int) -> Bool {
        guard i < sig.count else { return true }
        let t = Int(sig[i])
        return t == 0 || tokens[t - 1].kind.isTrivia
    }

    func spaceAfter(_ i: Int) -> Bool {
        guard i < sig.count else { return true }
        let t = Int(sig[i])
        return t + 1 >= tokens.count || tokens[t + 1].kind.isTrivia
    }

    /// The first byte and the length of token `i`.
    func firstByte(_ i: Int) -> UInt8 { i < sig.count ? b[tokens[Int(sig[i])].start.value] : 0 }
    func length(_ i: Int) -> Int { i < sig.count ? Int(tokens[Int(sig[i])].length) : 0 }

    func isPunct(_ i: Int, _ k: TokenKind) -> Bool { kind(i) == k }

    // MARK: Building

    /// Appends a node over significant tokens `first...last`, whose children were appended
    /// since `mark`.
    mutating func emit(_ kind: SyntaxKind, mark: Int, first: Int, last: Int, name: Int = -1, aux: Int = -1, flags: SyntaxFlags = []) {
        let f = Int32(sig[min(first, sig.count - 1)])
        let l = max(f, Int32(sig[min(max(last, first), sig.count - 1)]))
        nodes.append(SyntaxNode(kind: kind, flagBits: flags.rawValue, first: f, last: l,
                                name: name >= 0 && name < sig.count ? sig[name] : -1,
                                aux: aux >= 0 && aux < sig.count ? sig[aux] : -1,
                                subtreeStart: Int32(mark)))
    }

    /// A type declaration's flags: its kind in the low bits, then the other flags.
    static func flags(_ kind: TypeDeclarationKind, _ others: SyntaxFlags = []) -> SyntaxFlags {
        SyntaxFlags(rawValue: kind.rawValue | others.rawValue)
    }

    /// One token, or a whole bracket group, the parser cannot place: kept as an opaque node.
    mutating func opaqueToken(end: Int) {
        let mark = nodes.count
        let start = p
        if let q = partnerOf(p), q < end { p = q + 1 } else { p += 1 }
        emit(.opaque, mark: mark, first: start, last: p - 1)
    }

    /// Tokens up to the end of the line (a directive, an import): opaque.
    mutating func opaqueLine(end: Int, kind: SyntaxKind = .opaque) {
        let mark = nodes.count
        let start = p
        p += 1
        while p < end, !lineBreak(before: p) {
            if let q = partnerOf(p), q < end { p = q + 1 } else { p += 1 }
        }
        emit(kind, mark: mark, first: start, last: p - 1, name: start)
    }

    // MARK: Files and blocks

    mutating func parseFile() {
        let mark = nodes.count
        parseStatements(end: count)
        if tokens.isEmpty {
            nodes.append(SyntaxNode(kind: .file, flagBits: 0, first: 0, last: -1, name: -1, aux: -1, subtreeStart: Int32(mark)))
        } else {
            nodes.append(SyntaxNode(kind: .file, flagBits: 0, first: 0, last: Int32(tokens.count - 1), name: -1, aux: -1,
                                    subtreeStart: Int32(mark)))
        }
    }

    /// Statements until `end`; in a `switch` body, until the next `case` or `default`.
    mutating func parseStatements(end: Int, inSwitch: Bool = false, inTypeBody: Bool = false) {
        while p < end {
            if kind(p) == .semicolon || kind(p) == .comma { p += 1; continue }
            if inSwitch, startsCaseClause(p) { return }
            let before = p
            if isSwift { parseSwiftStatement(end: end, inTypeBody: inTypeBody) } else { parseTypeScriptStatement(end: end, inClassBody: inTypeBody) }
            if p == before { opaqueToken(end: end) }
            if p > end { p = end }
        }
    }

    func startsCaseClause(_ i: Int) -> Bool {
        let w = word(i)
        if w == .case { return true }
        if w == .default { return kind(i + 1) == .colon }
        // `@unknown default:`
        return isSwift && kind(i) == .attribute && word(i + 1) == .default
    }

    /// `{ statements }` at `p`. Bounded by `end` when the brace has no partner.
    mutating func parseBlock(end: Int, inTypeBody: Bool = false) {
        let mark = nodes.count
        let open = p
        let matched = partnerOf(open).map { $0 < end } ?? false
        let close = matched ? partnerOf(open)! : end
        p += 1
        let saved = (noTrailingClosure, noIn)
        (noTrailingClosure, noIn) = (false, false)
        if enter(end: close) {
            parseStatements(end: close, inTypeBody: inTypeBody)
            depth -= 1
        }
        (noTrailingClosure, noIn) = saved
        p = matched ? close + 1 : end
        emit(.block, mark: mark, first: open, last: max(open, p - 1))
    }

    /// One level deeper into the recursion, or, at the limit, the construct at `p` kept
    /// opaque (false): every recursive path of the parser passes here, so its stack stays
    /// bounded (about 200 KB in a release build) whatever the input.
    mutating func enter(end: Int) -> Bool {
        guard depth < Self.maximumDepth else {
            if p < end { opaqueToken(end: end) }
            return false
        }
        depth += 1
        return true
    }

    /// Runs `body` with the nesting depth one deeper; past the maximum, the bracket at `p` is
    /// kept opaque instead.
    mutating func nested(end: Int, _ body: (inout SyntaxParser) -> Void) {
        guard enter(end: end) else { return }
        body(&self)
        depth -= 1
    }
}
