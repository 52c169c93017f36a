// The Swift lexer on the constructs a rule could be fooled by: each test pins the exact
// token kinds and spans, because a rule trusts them to tell code from text and comments.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Swift lexer")
struct SwiftLexerTests {
    typealias L = Lexeme

    @Test("Block comments nest, so the outer comment ends only at its own */")
    func nestedBlockComments() {
        #expect(Lex.swift("x /* a /* b */ c */ y") == [
            L(.identifier, "x"), L(.blockComment, "/* a /* b */ c */"), L(.identifier, "y"),
        ])
        // One unclosed inner opener keeps the whole rest of the file commented, as in swiftc.
        #expect(Lex.swift("/* a /* b */ let x = 1") == [L(.blockComment, "/* a /* b */ let x = 1")])
        #expect(Lex.swift("// a /* b\nz") == [L(.lineComment, "// a /* b"), L(.identifier, "z")])
    }

    @Test("A multi-line string keeps quotes as text and splits out its interpolation")
    func multilineString() {
        let source = "let s = \"\"\"\n    He said \"hi\" to \\(name)\n    \"\"\"\nx"
        #expect(Lex.swift(source) == [
            L(.keyword, "let"), L(.identifier, "s"), L(.operator, "="),
            L(.stringStart, "\"\"\""), L(.stringText, "\n    He said \"hi\" to "),
            L(.interpolationStart, "\\("), L(.identifier, "name"), L(.interpolationEnd, ")"),
            L(.stringText, "\n    "), L(.stringEnd, "\"\"\""), L(.identifier, "x"),
        ])
        // Two quotes, or an escaped triple, do not close it.
        #expect(Lex.texts(.stringText, in: Lex.swift("\"\"\"\na \"\" b \\\"\"\" c\n\"\"\"")) == ["\na \"\" b \\\"\"\" c\n"])
    }

    @Test("Interpolated code is stamped with its depth, so rules can tell it from plain code")
    func interpolationDepth() {
        let tokens = Lex.tokens("\"\\(a)\" + b", .swift)
        let depths = tokens.filter { $0.kind == .identifier }.map(\.interpolationDepth)
        #expect(depths == [1, 0])
    }

    @Test("Raw strings: quotes and \\( are text, only \\#( interpolates")
    func rawStrings() {
        #expect(Lex.swift(##"#"a "b" \(x) \#(y) c"#"##) == [
            L(.stringStart, "#\""), L(.stringText, "a \"b\" \\(x) "),
            L(.interpolationStart, "\\#("), L(.identifier, "y"), L(.interpolationEnd, ")"),
            L(.stringText, " c"), L(.stringEnd, "\"#"),
        ])
        // `"#` is text inside a literal opened with two hashes.
        #expect(Lex.swift(###"##"a "# b"## + c"###) == [
            L(.stringStart, "##\""), L(.stringText, "a \"# b"), L(.stringEnd, "\"##"),
            L(.operator, "+"), L(.identifier, "c"),
        ])
        // Quotes right after the opener: still one line when the closer is on it, as in swiftc.
        let quoted = Lex.swift(##"f(#"""#, #""""#, #"""a"#)"##)
        #expect(Lex.texts(.stringText, in: quoted) == ["\"", "\"\"", "\"\"a"])
        #expect(Lex.swift("#\"\"\"\n\"\"\" \\#(v)\n\"\"\"#") == [
            L(.stringStart, "#\"\"\""), L(.stringText, "\n\"\"\" "), L(.interpolationStart, "\\#("),
            L(.identifier, "v"), L(.interpolationEnd, ")"), L(.stringText, "\n"), L(.stringEnd, "\"\"\"#"),
        ])
    }

    @Test("Strings inside interpolations inside strings pair up at every level")
    func nestedInterpolation() {
        let lexemes = Lex.swift(#""\(a ? "\(b)" : "c")""#)
        #expect(lexemes == [
            L(.stringStart, "\""), L(.interpolationStart, "\\("), L(.identifier, "a"), L(.operator, "?"),
            L(.stringStart, "\""), L(.interpolationStart, "\\("), L(.identifier, "b"), L(.interpolationEnd, ")"),
            L(.stringEnd, "\""), L(.colon, ":"), L(.stringStart, "\""), L(.stringText, "c"), L(.stringEnd, "\""),
            L(.interpolationEnd, ")"), L(.stringEnd, "\""),
        ])
        let depths = Lex.tokens(#""\(a ? "\(b)" : "c")""#, .swift).filter { $0.kind == .identifier }.map(\.interpolationDepth)
        #expect(depths == [1, 2])
        // Parentheses inside the interpolation do not close it early.
        #expect(Lex.texts(.stringText, in: Lex.swift(#""x\(f(g(1)))y""#)) == ["x", "y"])
    }

    @Test("A single-line string's interpolation ends at the line break, as swiftc ends it")
    func interpolationStopsAtLineBreak() {
        let lexemes = Lex.swift("let s = \"x\\(a +\n1)y\"\nlet t = 2")
        #expect(lexemes.filter { $0.kind == .keyword } == [L(.keyword, "let"), L(.keyword, "let")])
        #expect(Lex.tokens("let s = \"x\\(a +\n1)\nlet t = 2", .swift).last?.interpolationDepth == 0)
    }

    @Test("Regex literals where an operand is expected; division after an operand",
          arguments: [
              ("a / b / c", [String]()),
              ("x = y / 2", []),
              ("let re = /ab+c/", ["/ab+c/"]),
              ("foo(/a/)", ["/a/"]),
              ("[/a/, /b(c)/]", ["/a/", "/b(c)/"]),
              ("let r = #/a/b/#", ["#/a/b/#"]),
              ("let r = ##/a/#b/##", ["##/a/#b/##"]),
              ("let r = #/\n  a / b\n/#", ["#/\n  a / b\n/#"]),
              ("return /\\d+/", ["/\\d+/"]),
              ("let r = try? /a b/", ["/a b/"]),
              ("let r = /[/]/", ["/[/"]),
              ("let n = (a) / b / c", []),
              ("let m = x[0] / 2 / y", []),
              ("let s = self / 2 / 3", []),
              ("let s = x.default / 2 / 3", []),
          ] as [(String, [String])])
    func regexVersusDivision(source: String, regexes: [String]) {
        #expect(Lex.texts(.regex, in: Lex.swift(source)) == regexes)
    }

    @Test("Slashes that swiftc never lexes as a regex",
          arguments: [
              "let q = (/ 2 /)",
              "let q = x.map(/)",
              "let q = f(/ab//)",
              "let q = f(/ab /)",
              "infix operator /: MultiplicationPrecedence // divides",
              "static func /(a: V, b: V) -> V { .init() } // note/",
              "let q = f(/a) / 2",
          ])
    func notARegex(source: String) {
        #expect(Lex.texts(.regex, in: Lex.swift(source)) == [])
    }

    @Test("A backticked keyword is an identifier; a bare one is a keyword")
    func backtickIdentifiers() {
        #expect(Lex.swift("let `default` = x.`class`") == [
            L(.keyword, "let"), L(.identifier, "`default`"), L(.operator, "="),
            L(.identifier, "x"), L(.dot, "."), L(.identifier, "`class`"),
        ])
        #expect(Lex.swift("switch x { default: break }").contains(L(.keyword, "default")))
        // Swift 6 raw identifiers may hold spaces.
        #expect(Lex.swift("func `adds two numbers`() {}").contains(L(.identifier, "`adds two numbers`")))
    }

    @Test("Compiler directives and pound expressions are directives, not stray bytes")
    func directives() {
        let lexemes = Lex.swift("#if DEBUG && os(iOS)\nlet a = 1\n#elseif canImport(UIKit)\n#else\n#endif\nif #available(iOS 17, *) {}")
        #expect(Lex.texts(.directive, in: lexemes) == ["#if", "#elseif", "#else", "#endif", "#available"])
        #expect(lexemes.contains(L(.identifier, "DEBUG")))
        #expect(!lexemes.contains { $0.kind == .unknown })
    }

    @Test("Attributes are single tokens that keep their name")
    func attributes() {
        let lexemes = Lex.swift("@MainActor final class M {\n  @ViewBuilder var body: some View { x }\n  @available(iOS 15, *) func f(_ g: @escaping () -> Void) {}\n}")
        #expect(Lex.texts(.attribute, in: lexemes) == ["@MainActor", "@ViewBuilder", "@available", "@escaping"])
    }

    @Test("Numbers keep underscores, radix prefixes, fractions and signed exponents in one token",
          arguments: ["1_000_000", "0x_FF_FF", "0b1010_1010", "0o7_7", "1_000.000_1", "6.02e+23", "1e-3", "0x1.8p-2"])
    func numbers(literal: String) {
        #expect(Lex.swift("let n = \(literal) + 1") == [
            L(.keyword, "let"), L(.identifier, "n"), L(.operator, "="), L(.number, literal),
            L(.operator, "+"), L(.number, "1"),
        ])
    }

    @Test("Ranges and tuple indices split where a fraction would not")
    func numbersNextToDots() {
        #expect(Lex.swift("1...5") == [L(.number, "1"), L(.operator, "..."), L(.number, "5")])
        #expect(Lex.swift("0..<n") == [L(.number, "0"), L(.operator, "..<"), L(.identifier, "n")])
        #expect(Lex.swift("t.0.1") == [L(.identifier, "t"), L(.dot, "."), L(.number, "0"), L(.dot, "."), L(.number, "1")])
    }

    @Test("A force unwrap is postfix, so the slash after it divides; a prefix ! does not")
    func forceUnwrapThenSlash() {
        #expect(Lex.swift("a! / b / c") == [
            L(.identifier, "a"), L(.operator, "!"), L(.operator, "/"), L(.identifier, "b"),
            L(.operator, "/"), L(.identifier, "c"),
        ])
        #expect(Lex.texts(.regex, in: Lex.swift("f(x)! / 2 / 3")) == [])
        #expect(Lex.swift("if !flag {}").prefix(3) == [L(.keyword, "if"), L(.operator, "!"), L(.identifier, "flag")])
        #expect(Lex.texts(.regex, in: Lex.swift("let ok = !/a/.matches(s)")).isEmpty == false)
    }

    @Test("A single-line string that meets a line break ends there")
    func unterminatedSingleLineString() {
        #expect(Lex.swift("let s = \"abc\nlet t = 1").suffix(5) == [
            L(.stringText, "abc"), L(.keyword, "let"), L(.identifier, "t"), L(.operator, "="), L(.number, "1"),
        ])
    }
}
