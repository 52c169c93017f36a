// Helpers that let lexer tests state expectations as (kind, text) pairs, and check the
// invariants every token stream must keep whatever the input.

@testable import UmpireCore
@testable import UmpireEngine

/// One token as a test reads it. Tests compare whole lists so that a token split or merged
/// anywhere shows up in the failure message, not just a wrong count.
struct Lexeme: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind) \(text.debugDescription)" }
}

enum Lex {
    static func tokens(_ source: String, _ language: Language, jsx: Bool = false) -> ContiguousArray<Token> {
        Lexer.tokenize(Array(source.utf8), language: language, jsx: jsx)
    }

    /// Every token but whitespace and line breaks. Comments stay: where they start and end
    /// is exactly what several tests are about.
    static func significant(_ source: String, _ language: Language, jsx: Bool = false) -> [Lexeme] {
        let bytes = Array(source.utf8)
        return tokens(source, language, jsx: jsx)
            .filter { $0.kind != .whitespace && $0.kind != .newline }
            .map { Lexeme($0.kind, String(decoding: bytes[$0.start.value..<$0.end.value], as: UTF8.self)) }
    }

    static func swift(_ source: String) -> [Lexeme] { significant(source, .swift) }

    static func ts(_ source: String) -> [Lexeme] { significant(source, .typeScript) }

    static func tsx(_ source: String) -> [Lexeme] { significant(source, .typeScript, jsx: true) }

    /// The texts of the tokens of one kind, for tests that only care about, say, the regexes.
    static func texts(_ kind: TokenKind, in lexemes: [Lexeme]) -> [String] {
        lexemes.filter { $0.kind == kind }.map(\.text)
    }

    /// What is wrong with the token stream for `bytes`, or an empty list. Lossless means the
    /// tokens tile the input: each starts where the last ended, none is empty, and the last
    /// ends at the end of the input, so their texts concatenate back to the bytes.
    static func violations(_ bytes: [UInt8], _ language: Language, jsx: Bool = false) -> [String] {
        let tokens = Lexer.tokenize(bytes, language: language, jsx: jsx)
        var problems: [String] = []
        var expected = 0
        for (i, token) in tokens.enumerated() {
            if token.start.value != expected { problems.append("token \(i) starts at \(token.start), expected \(expected)") }
            if token.length == 0 { problems.append("token \(i) (\(token.kind)) is empty") }
            if token.end.value > bytes.count { problems.append("token \(i) ends at \(token.end), past \(bytes.count)") }
            expected = token.end.value
            if problems.count > 5 { return problems }
        }
        if expected != bytes.count { problems.append("tokens end at \(expected), input has \(bytes.count) bytes") }
        problems += partnerViolations(tokens)
        return problems
    }

    /// Partners must point at each other, and at a token of the matching kind, or rules that
    /// jump from an opener to its closer and back would land somewhere else.
    static func partnerViolations(_ tokens: ContiguousArray<Token>) -> [String] {
        let (partners, enclosing) = BracketPairs.compute(tokens)
        var problems: [String] = []
        for (i, p) in partners.enumerated() where p >= 0 {
            let j = Int(p)
            if partners[j] != Int32(i) { problems.append("partner of \(i) is \(j), whose partner is \(partners[j])") }
            let (open, close) = i < j ? (i, j) : (j, i)
            let closeKind = tokens[close].kind
            if closeKind == BracketPairs.opener(of: closeKind) || BracketPairs.opener(of: closeKind) != tokens[open].kind {
                problems.append("\(tokens[open].kind) at \(open) paired with \(tokens[close].kind) at \(close)")
            }
            if enclosing[close] != enclosing[open] { problems.append("opener \(open) and closer \(close) sit in different brackets") }
            if problems.count > 5 { break }
        }
        return problems
    }
}
