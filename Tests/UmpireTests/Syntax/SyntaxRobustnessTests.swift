// Whatever the bytes, the syntax layer finishes with a tree whose nodes lie inside their
// parents and never overlap: broken halves of constructs, hostile nesting, every fixture.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Syntax robustness")
struct SyntaxRobustnessTests {
    static let snippets: [String] = LexerRobustnessTests.snippets + [
        "if", "if {", "if x {", "guard else", "switch { case", "case:", "func", "func f(", "func f(a: ) ->", "let", "let =",
        "var x: { get }", "struct", "struct A: {", "extension .", "a.", "a?.", "a!.b?", ".", "..<", "{ in }", "{ a, b in",
        "foo { } bar: { }", "x ? : y", "x as", "x is", "try", "await", "#if\n#else\n#endif", "@", "@A(", "case let .a(b) = c",
        "const", "const {", "const { a, b: c, ...d } = e", "function (", "() =>", "async", "x => ", "new", "new A", "type A =",
        "interface A { a?: ; }", "class { }", "for (;;)", "for (const", "switch (x) { default }", "try { } catch", "`${a`",
        "<A>", "<A b={c", "import", "export {", "export * from", "{ a: 1, [b]: 2, c() {}, ...d }", "a?.(b)?.[c]",
    ]

    @Test("Every snippet parses to a well-formed tree in both languages", arguments: Self.snippets)
    func everySnippet(source: String) {
        for path in ["App/Snippet.swift", "backend/snippet.ts", "web/Snippet.tsx"] {
            let tree = SourceFile(path: path, source: source).syntax
            #expect(tree.invariantViolation() == nil, "\(path): \(source)")
        }
    }

    @Test("Nesting far deeper than code is kept opaque past the limit, not parsed on the stack")
    func deepNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("f(", ")"), ("\"\\(", ")\""), ("a ? ", " : b")] {
            let source = "let x = " + String(repeating: open, count: 5_000) + "1" + String(repeating: close, count: 5_000)
            for path in ["App/Deep.swift", "backend/deep.ts"] {
                let tree = SourceFile(path: path, source: source).syntax
                #expect(tree.invariantViolation() == nil, "\(path): \(open)")
            }
        }
        let recursive = [
            "func f() {" + String(repeating: "if a { ", count: 3_000) + String(repeating: "}", count: 3_001),
            "func f() { if a {}" + String(repeating: " else if b {}", count: 5_000) + " }",
            "let x = " + String(repeating: "!", count: 5_000) + "a",
            "let x = a" + String(repeating: " ?? a", count: 5_000),
            "let x = a" + String(repeating: " = a", count: 5_000),
            "let x = a" + String(repeating: " ? b : a", count: 5_000),
            "let x: " + String(repeating: "[", count: 3_000) + "Int" + String(repeating: "]", count: 3_000),
            "let x = " + String(repeating: "try await ", count: 3_000) + "f()",
        ]
        for source in recursive {
            #expect(SourceFile(path: "App/Deep.swift", source: source).syntax.invariantViolation() == nil, "\(source.prefix(30))")
        }
        let typeScript = [
            "function f() {" + String(repeating: "if (a) ", count: 5_000) + "g(); }",
            "const x = " + String(repeating: "new ", count: 5_000) + "A();",
            "const x = " + String(repeating: "await ", count: 5_000) + "a;",
            "const " + String(repeating: "{ a: ", count: 3_000) + "b" + String(repeating: " }", count: 3_000) + " = c;",
            "type T = " + String(repeating: "{ a: ", count: 3_000) + "string" + String(repeating: " }", count: 3_000) + ";",
            "const f = " + String(repeating: "(a) => ", count: 5_000) + "a;",
        ]
        for source in typeScript {
            #expect(SourceFile(path: "backend/deep.ts", source: source).syntax.invariantViolation() == nil, "\(source.prefix(30))")
        }
        let chain = "let x = a" + String(repeating: ".b(c)", count: 20_000)
        #expect(SourceFile(path: "App/Chain.swift", source: chain).syntax.invariantViolation() == nil)
        let operators = "let x = 1" + String(repeating: " + 1", count: 20_000)
        #expect(SourceFile(path: "App/Sum.swift", source: operators).syntax.invariantViolation() == nil)
    }

    @Test("Every fixture of the package parses to a well-formed tree")
    func fixtures() throws {
        let root = SampleRepositoryTests.packageRoot + "/Fixtures"
        let refs = try FileDiscovery.discover([root], cwd: root, configRoot: nil)
        var parsed = 0
        for ref in refs {
            guard let detected = Language.of(path: ref.absolutePath), detected.language == .swift || detected.language == .typeScript,
                  let data = FileManager.default.contents(atPath: ref.absolutePath) else { continue }
            let tree = SourceFile(bytes: [UInt8](data), language: detected.language, jsx: detected.jsx).syntax
            #expect(tree.invariantViolation() == nil, "\(ref.displayPath)")
            parsed += 1
        }
        #expect(parsed > 100)
    }
}
