// Whatever bytes arrive (a half-typed file in a pre-commit hook, a binary misnamed .ts, a
// generated file), the lexers must finish, lose nothing, and keep their tokens in order.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Lexer robustness")
struct LexerRobustnessTests {
    /// Every construct the lexers know, plus broken halves of them, in both languages: the
    /// invariants must hold on all of them, since rules index tokens straight into the bytes.
    static let snippets: [String] = [
        "", " ", "\n", "\r\n", "\r", "\t\u{0B}\u{0C}", "\u{FEFF}let a = 1", "#!/usr/bin/env swift\nprint(1)",
        "let s = \"a\\(b)c\" // d\n/* e /* f */ g */", "\"\"\"\n\\(x)\n\"\"\"", "#\"\\#(x)\"#", "##\"\"##",
        "\"\\(\"\\(\"\\(a)\")\")\"", "x = /a+/ / 2", "#/a/#", "##/\n a\n/##", "a! / b", "`x` @A #if",
        "1_000.5e-3 0x1p-2 0b1 t.0.1 1...2 ..< ...", "\\", "\\(", ")", "}", "]", "\"\\", "#", "##", "@", "`",
        "`${", "`${`${`", "}`", "<div>{a}</div>", "</>", "<", "<a b='", "<a b={", "<a>{", "'\\", "/[/",
        "x = /", "/*", "/* /*", "//", "\"", "\"\"\"", "#\"", "#/", "`", "'", "${}", "a?.b ?? c", "@dec class",
        "#priv", "é = \"ü\" // 😀", "\u{2028}", "\0\0", "\"\\\r\n\"", "`\\", "x = /a\\", "/* */ / 2",
    ]

    @Test("Tokens tile the input for every snippet in both languages", arguments: Self.snippets)
    func snippetsAreLossless(source: String) {
        let bytes = Array(source.utf8)
        #expect(Lex.violations(bytes, .swift) == [])
        #expect(Lex.violations(bytes, .typeScript) == [])
        #expect(Lex.violations(bytes, .typeScript, jsx: true) == [])
    }

    @Test("Every fixture file lexes losslessly")
    func fixturesAreLossless() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").path
        // The fixtures arrive separately from the lexers; without them there is nothing to check.
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        var checked = 0
        for case let relative as String in walker {
            guard let (language, jsx) = Language.of(path: relative),
                  let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            #expect(Lex.violations(Array(data), language, jsx: jsx) == [], "\(relative)")
            checked += 1
        }
        #expect(checked > 0 || !FileManager.default.fileExists(atPath: root + "/sample"))
    }

    @Test("Unterminated constructs end at the end of the file",
          arguments: [
              ("let s = \"abc", Language.swift, TokenKind.stringText, "abc"),
              ("let s = \"\"\"\nabc", .swift, .stringText, "\nabc"),
              ("let s = #\"abc\"", .swift, .stringText, "abc\""),
              ("/* a /* b */ c", .swift, .blockComment, "/* a /* b */ c"),
              ("let r = #/abc", .swift, .regex, "#/abc"),
              ("let r = #/\nabc", .swift, .regex, "#/\nabc"),
              ("let r = try? / abc", .swift, .regex, "/ abc"),
              ("const s = 'abc", .typeScript, .stringText, "abc"),
              ("const s = `a\nbc", .typeScript, .stringText, "a\nbc"),
              ("const s = `a${b", .typeScript, .identifier, "b"),
              ("/* abc", .typeScript, .blockComment, "/* abc"),
          ] as [(String, Language, TokenKind, String)])
    func unterminatedEndsAtEOF(source: String, language: Language, kind: TokenKind, text: String) {
        let lexemes = Lex.significant(source, language)
        #expect(lexemes.last == Lexeme(kind, text))
        #expect(Lex.violations(Array(source.utf8), language) == [])
    }

    @Test("An unterminated TypeScript regex falls back to division at the line break")
    func unterminatedTypeScriptRegex() {
        #expect(Lex.texts(.regex, in: Lex.ts("x = /abc")) == [])
        #expect(Lex.violations(Array("x = /abc".utf8), .typeScript) == [])
    }

    @Test("Invalid UTF-8 is lexed as bytes, losslessly, in code, strings and comments",
          arguments: [
              [0xFF, 0xFE], [0x80], [0xBF, 0xBF, 0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
              [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80],
          ] as [[UInt8]])
    func invalidUTF8(bad: [UInt8]) {
        let contexts: [([UInt8], [UInt8])] = [
            ([], []), (Array("let ".utf8), Array(" = 1".utf8)), (Array("\"".utf8), Array("\"".utf8)),
            (Array("// ".utf8), Array("\nx".utf8)), (Array("/* ".utf8), Array(" */".utf8)),
            (Array("`".utf8), Array("${a}`".utf8)), (Array("x = /".utf8), Array("/".utf8)),
            (Array("<p>".utf8), Array("</p>".utf8)), (Array("a".utf8), Array("b".utf8)),
        ]
        for (before, after) in contexts {
            let bytes = before + bad + after
            #expect(Lex.violations(bytes, .swift) == [], "\(bytes)")
            #expect(Lex.violations(bytes, .typeScript, jsx: true) == [], "\(bytes)")
        }
        // A bad byte inside a string stays string text: a rule must not see it as code.
        let tokens = Lexer.tokenize(Array("\"".utf8) + bad + Array("\"".utf8), language: .swift)
        #expect(tokens.map(\.kind) == [.stringStart, .stringText, .stringEnd])
    }

    @Test("Deep nesting is handled without recursion, and stays lossless",
          arguments: [
              (String(repeating: "\"\\(", count: 100_000), Language.swift),
              (String(repeating: "`${", count: 100_000), .typeScript),
              (String(repeating: "(", count: 100_000), .swift),
              (String(repeating: "(", count: 100_000), .typeScript),
              (String(repeating: "<a>{", count: 50_000), .typeScript),
              (String(repeating: "\"\\(", count: 50_000) + String(repeating: ")\"", count: 50_000), .swift),
              (String(repeating: "`${", count: 50_000) + String(repeating: "}`", count: 50_000), .typeScript),
          ] as [(String, Language)])
    func deepNesting(source: String, language: Language) {
        let bytes = Array(source.utf8)
        #expect(Lex.violations(bytes, language, jsx: true) == [])
    }

    @Test("Balanced deep interpolation pairs every opener with its closer")
    func deepInterpolationPairs() {
        let source = String(repeating: "\"\\(", count: 1000) + "x" + String(repeating: ")\"", count: 1000)
        let tokens = Lex.tokens(source, .swift)
        let (partners, _) = BracketPairs.compute(tokens)
        #expect(tokens.indices.allSatisfy { tokens[$0].kind == .identifier || partners[$0] >= 0 })
        #expect(tokens.first { $0.kind == .identifier }?.interpolationDepth == 255)
    }

    @Test("Long lines of slashes that never close lex in linear time")
    func slashesStayLinear() {
        // A slash inside `[…]` does not close a TypeScript regex, so each of these slashes
        // scans to the line's end; Swift closes at any slash, but pin it down too.
        for (source, language) in [(String(repeating: "(/a(", count: 40_000), Language.swift),
                                   (String(repeating: "[/[", count: 40_000), .typeScript)] {
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = Lexer.tokenize(Array(source.utf8), language: language) }
            #expect(elapsed < .seconds(5), "\(language): \(elapsed)")
        }
    }

    @Test("Partners are symmetric and kind-matched on mixed, partly broken code")
    func partnersSymmetric() {
        let sources = [
            ("func f() { let a = [1, (2)]; print(\"\\(a[0]) \\(g({ $0 }))\") }", Language.swift),
            ("f(a[b{c)d]e}", .swift), (")]}\"\\(", .swift), ("\"\\(a\nf(x)\n)\"", .swift),
            ("const x = `${a({b: [1]})}` + f(g[h])", .typeScript), ("}`${)]", .typeScript),
        ]
        for (source, language) in sources {
            #expect(Lex.partnerViolations(Lex.tokens(source, language)) == [], "\(source)")
        }
        // The function body's braces pair across the string and both interpolations.
        let tokens = Lex.tokens(sources[0].0, .swift)
        let (partners, _) = BracketPairs.compute(tokens)
        let open = tokens.firstIndex { $0.kind == .openBrace }, close = tokens.lastIndex { $0.kind == .closeBrace }
        #expect(open.map { Int(partners[$0]) } == close)
    }
}
