// topLevelTokens steps over bracketed runs by their partners; it must keep exactly the tokens
// no bracket, string or interpolation encloses, however unbalanced the text.

import Testing
@testable import UmpireCore

@Suite("Core: top-level tokens")
struct TopLevelTokensTests {
    @Test("Equals the tokens with no enclosing opener, on random unbalanced Swift and TypeScript")
    func matchesEnclosingFilter() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", " ", "\n", "(", ")", "[", "]", "{", "}", "\"", "\\(", "${", "`", "'", "//c\n", "/*", "*/", ".", "=", "let ", "const "]
        for path in ["t.swift", "t.ts"] {
            for _ in 0..<400 {
                let source = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let file = SourceFile(path: path, source: source)
                let expected = file.tokens.indices.filter { file.enclosing[$0] == -1 }
                #expect(file.topLevelTokens == expected, "\(path): \(source.debugDescription)")
            }
        }
    }

    @Test("Keeps a declaration's name and its braces, not the members inside")
    func declarations() {
        let file = SourceFile(path: "Score.swift", source: "struct Score { let runs: Int }\nlet label = \"\\(runs)\"\n")
        let words = file.topLevelTokens.filter { file.kind($0) != .whitespace && file.kind($0) != .newline }.map(file.text)
        #expect(words == ["struct", "Score", "{", "}", "let", "label", "=", "\"", "\""])
    }
}
