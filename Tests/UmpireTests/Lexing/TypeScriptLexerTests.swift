// The TypeScript lexer on the constructs that decide whether bytes are code, text or comment:
// template nesting, regex-or-division, JSX, decorators and private names.

import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("TypeScript lexer")
struct TypeScriptLexerTests {
    typealias L = Lexeme

    @Test("Templates nest inside substitutions to any depth")
    func nestedTemplates() {
        #expect(Lex.ts("`a${`b${c}`}d`") == [
            L(.stringStart, "`"), L(.stringText, "a"), L(.interpolationStart, "${"),
            L(.stringStart, "`"), L(.stringText, "b"), L(.interpolationStart, "${"), L(.identifier, "c"),
            L(.interpolationEnd, "}"), L(.stringEnd, "`"), L(.interpolationEnd, "}"),
            L(.stringText, "d"), L(.stringEnd, "`"),
        ])
        let c = Lex.tokens("`a${`b${c}`}d`", .typeScript).first { $0.kind == .identifier }
        #expect(c?.interpolationDepth == 2)
    }

    @Test("Braces, quotes and backticks inside a substitution do not end it early")
    func substitutionContents() {
        let lexemes = Lex.ts("`${ {a: '}'}.a + \"`\" } tail`")
        #expect(Lex.texts(.stringText, in: lexemes) == ["}", "`", " tail"])
        #expect(lexemes.filter { $0.kind == .interpolationEnd }.count == 1)
        #expect(lexemes.last == L(.stringEnd, "`"))
        // Escapes in template text: neither `\`` nor `\${` ends or opens anything.
        #expect(Lex.ts("`a\\`b\\${c}`") == [L(.stringStart, "`"), L(.stringText, "a\\`b\\${c}"), L(.stringEnd, "`")])
    }

    @Test("Comments inside a substitution are comments, and the substitution still closes")
    func commentsInSubstitutions() {
        #expect(Lex.ts("`${ /* c } */ a }`") == [
            L(.stringStart, "`"), L(.interpolationStart, "${"), L(.blockComment, "/* c } */"),
            L(.identifier, "a"), L(.interpolationEnd, "}"), L(.stringEnd, "`"),
        ])
        #expect(Lex.ts("`${a // c }\n}x`") == [
            L(.stringStart, "`"), L(.interpolationStart, "${"), L(.identifier, "a"), L(.lineComment, "// c }"),
            L(.interpolationEnd, "}"), L(.stringText, "x"), L(.stringEnd, "`"),
        ])
        // Comment markers in template text are text.
        #expect(Lex.texts(.stringText, in: Lex.ts("`// not /* a comment`")) == ["// not /* a comment"])
    }

    @Test("Quoted strings keep escaped quotes as text and stop at an unescaped line break")
    func quotedStrings() {
        #expect(Lex.ts(#"'it\'s' + "a\"b""#) == [
            L(.stringStart, "'"), L(.stringText, #"it\'s"#), L(.stringEnd, "'"), L(.operator, "+"),
            L(.stringStart, "\""), L(.stringText, #"a\"b"#), L(.stringEnd, "\""),
        ])
        #expect(Lex.ts("'a\\\nb' + 'c\nd").prefix(3) == [L(.stringStart, "'"), L(.stringText, "a\\\nb"), L(.stringEnd, "'")])
        #expect(Lex.ts("'c\nd").last == L(.identifier, "d"))
    }

    @Test("Regex literals where an operand is expected; division after an operand",
          arguments: [
              ("a / b / c", [String]()),
              ("x = /ab+c/g", ["/ab+c/g"]),
              ("if (/x/.test(s)) {}", ["/x/"]),
              ("return /a/", ["/a/"]),
              ("const r = /[/]\\//u", ["/[/]\\//u"]),
              ("f(a) / 2 / g", []),
              ("x[0] / 2 / y", []),
              ("i++ / 2 / j", []),
              ("n! / 2 / m", []),
              ("this.total / 2 / k", []),
              ("mod.default / 2 / k", []),
              ("map.delete / 2 / k", []),
              ("s.split(/,\\s*/).map(x => x / 2)", ["/,\\s*/"]),
              ("x = y ? /a/ : /b/", ["/a/", "/b/"]),
              ("[/a/, /b/]", ["/a/", "/b/"]),
              ("typeof /a/", ["/a/"]),
          ] as [(String, [String])])
    func regexVersusDivision(source: String, regexes: [String]) {
        #expect(Lex.texts(.regex, in: Lex.ts(source)) == regexes)
    }

    @Test("Division-assignment and a slash that never closes are operators")
    func slashOperators() {
        #expect(Lex.ts("x /= 2") == [L(.identifier, "x"), L(.operator, "/="), L(.number, "2")])
        #expect(Lex.ts("x = /a\ny") == [
            L(.identifier, "x"), L(.operator, "="), L(.operator, "/"), L(.identifier, "a"), L(.identifier, "y"),
        ])
    }

    @Test("JSX children are jsx-text; expressions in braces are code")
    func jsxText() {
        #expect(Lex.tsx("<div>Hello {name}</div>") == [
            L(.operator, "<"), L(.identifier, "div"), L(.operator, ">"), L(.jsxText, "Hello "),
            L(.openBrace, "{"), L(.identifier, "name"), L(.closeBrace, "}"),
            L(.operator, "</"), L(.identifier, "div"), L(.operator, ">"),
        ])
        // An apostrophe in text opens no string; slashes in text are no comment.
        let lexemes = Lex.tsx("const a = <p title=\"x\\\">Don't // stop</p>;\nconst b = 1")
        #expect(Lex.texts(.jsxText, in: lexemes) == ["Don't // stop"])
        #expect(Lex.texts(.stringText, in: lexemes) == ["x\\"])
        #expect(lexemes.suffix(4) == [L(.keyword, "const"), L(.identifier, "b"), L(.operator, "="), L(.number, "1")])
    }

    @Test("Nested elements, fragments, self-closing tags and attribute expressions")
    func jsxNesting() {
        let lexemes = Lex.tsx("return <><A b={c > 1 ? <B/> : null} aria-label='l'>t<br />u</A></>;")
        #expect(Lex.texts(.jsxText, in: lexemes) == ["t", "u"])
        #expect(lexemes.contains(L(.identifier, "aria-label")))
        #expect(lexemes.last == L(.semicolon, ";"))
    }

    @Test("A JSX element may carry type arguments")
    func jsxTypeArguments() {
        let lexemes = Lex.tsx("<Radio<\"a\" | Map<K, V>> group=\"g\" on={(x) => x}>t</Radio>")
        #expect(Lex.texts(.stringText, in: lexemes) == ["a", "g"])
        #expect(Lex.texts(.jsxText, in: lexemes) == ["t"])
        #expect(!lexemes.contains { $0.kind == .unknown })
    }

    @Test("Generic arrow functions are not JSX, in .ts or .tsx")
    func genericArrows() {
        let expected = [
            L(.keyword, "const"), L(.identifier, "f"), L(.operator, "="), L(.operator, "<"), L(.identifier, "T"),
            L(.comma, ","), L(.operator, ">"), L(.openParen, "("), L(.identifier, "x"), L(.colon, ":"),
            L(.identifier, "T"), L(.closeParen, ")"), L(.operator, "=>"), L(.identifier, "x"),
        ]
        #expect(Lex.ts("const f = <T,>(x: T) => x") == expected)
        #expect(Lex.tsx("const f = <T,>(x: T) => x") == expected)
        #expect(!Lex.tsx("const g = <T extends object>(x: T) => x").contains { $0.kind == .jsxText })
        #expect(!Lex.tsx("if (a < b && c > d) { e() }").contains { $0.kind == .jsxText })
        // A call signature with a defaulted type parameter, in an interface.
        #expect(!Lex.tsx("interface I {\n  <T = D<X>>(x: T): R; // note\n}").contains { $0.kind == .jsxText })
    }

    @Test("Private names are single identifiers")
    func privateNames() {
        let lexemes = Lex.ts("class A { #count = 0; inc() { this.#count++ } }")
        #expect(Lex.texts(.identifier, in: lexemes) == ["A", "#count", "inc", "#count"])
        #expect(!lexemes.contains { $0.kind == .unknown })
    }

    @Test("Decorators are attributes, with or without arguments")
    func decorators() {
        let lexemes = Lex.ts("@Injectable()\nexport class S {\n  @Input() name: string\n  @observable x = 1\n}")
        #expect(Lex.texts(.attribute, in: lexemes) == ["@Injectable", "@Input", "@observable"])
        #expect(lexemes.prefix(3) == [L(.attribute, "@Injectable"), L(.openParen, "("), L(.closeParen, ")")])
    }

    @Test("Numbers: separators, radixes, exponents, bigints and leading dots",
          arguments: ["1_000_000", "0xFF_FF", "0b1010", "0o17", "1.5e-3", ".5", "10n", "1E+9"])
    func numbers(literal: String) {
        #expect(Lex.ts("n = \(literal);") == [L(.identifier, "n"), L(.operator, "="), L(.number, literal), L(.semicolon, ";")])
    }
}
