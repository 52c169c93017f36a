// Property tests on mutated fixtures (fixed seeds, so failures reproduce): the lexers and every
// rule must survive byte flips, truncation, splices and deep nesting, and stay lossless.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Mutation properties")
struct MutationPropertyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture Umpire lexes, with its path.
    static let fixtures: [(path: String, bytes: [UInt8])] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var result: [(String, [UInt8])] = []
        while let path = enumerator?.nextObject() as? String {
            guard Language.of(path: path) != nil,
                  let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            result.append((path, [UInt8](data)))
        }
        return result.sorted { $0.0 < $1.0 }
    }()

    /// A small deterministic generator (64-bit LCG), so every run sees the same mutants.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
        }
    }

    static func checkInvariants(_ bytes: [UInt8], path: String) {
        let failure = invariantFailure(bytes, path: path)
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// How the lexer's tokens and brackets break their invariants on `bytes`, or nil. Checked
    /// without an expectation per token: the truncation test asks this of about a million
    /// prefixes, and a recorded expectation costs more than lexing the prefix.
    static func invariantFailure(_ bytes: [UInt8], path: String) -> String? {
        guard let language = Language.of(path: path) else { return nil }
        let tokens = Lexer.tokenize(bytes, language: language.language, jsx: language.jsx)
        var position = 0
        for token in tokens {
            guard token.start.value == position, token.length > 0 else { return "\(path): token out of order at \(position)" }
            position = token.end.value
        }
        guard position == bytes.count else { return "\(path): tokens cover \(position) of \(bytes.count) bytes" }
        let (partners, _) = BracketPairs.compute(tokens)
        for (i, p) in partners.enumerated() where p >= 0 && partners[Int(p)] != Int32(i) {
            return "\(path): partners not symmetric at token \(i) of \(bytes.count) bytes"
        }
        return nil
    }

    static let engine: Engine = {
        let rules = try! RuleSet(builtIn: BuiltInRules.all, configuration: Configuration(), only: nil)
        return Engine(rules: rules)
    }()

    @Test("Byte flips and random splices: lexers stay lossless, rules do not crash")
    func flipsAndSplices() {
        var random = Random(state: 0xC0FFEE)
        for round in 0..<400 {
            let (path, original) = Self.fixtures[round % Self.fixtures.count]
            var bytes = original
            for _ in 0..<(1 + random.next(8)) where !bytes.isEmpty {
                let at = random.next(bytes.count)
                switch random.next(4) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next(256))
                case 1: bytes.insert(contentsOf: Array("\"\\(`${/*'<<EOF\n#/".utf8)[random.next(12)...].prefix(2), at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + random.next(40)))
                default:
                    let other = Self.fixtures[random.next(Self.fixtures.count)].bytes
                    let from = random.next(other.count)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + random.next(200))], at: at)
                }
            }
            Self.checkInvariants(bytes, path: path)
            if round % 4 == 0 {
                _ = Self.engine.run([SourceFileRef(absolutePath: "/in-memory/" + path, displayPath: path, rolePath: path, content: bytes)])
            }
        }
    }

    /// The fixtures cut into shards that run side by side: this is the suite's longest test.
    static let truncationShards = 0..<4

    /// Where a fixture is cut: at each of its first 150 token boundaries, then at every fourth
    /// up to the 600th, the phase turning with the fixture so that across the fixtures (several
    /// thousand) every depth is cut. Each cut lexes the whole prefix again, so the work grows with the
    /// square of the depth: every boundary to 600 cost three times as much for little more.
    static func cuts(_ tokens: ContiguousArray<Token>, fixture: Int) -> [Int] {
        tokens.prefix(600).indices.filter { $0 < 150 || $0 % 4 == fixture % 4 }.map { tokens[$0].start.value }
    }

    @Test("Truncation at the token boundaries of every fixture", arguments: truncationShards)
    func truncations(shard: Int) {
        for (index, (path, bytes)) in Self.fixtures.enumerated() where index % Self.truncationShards.count == shard {
            guard let language = Language.of(path: path) else { continue }
            let tokens = Lexer.tokenize(bytes, language: language.language, jsx: language.jsx)
            let failures = Self.cuts(tokens, fixture: index).lazy.compactMap { Self.invariantFailure(Array(bytes[..<$0]), path: path) }
            let first = failures.first
            #expect(first == nil, "\(first ?? "")")
        }
    }

    @Test("Deep nesting of every opener, in every language", arguments: ["x.swift", "x.ts", "x.tsx", "x.sh"])
    func deepNesting(path: String) {
        for opener in ["\"\\(", "`${", "/*", "(", "{", "[", "$(", "#\"\\#(", "<div>{"] {
            let bytes = Array(String(repeating: opener, count: 20_000).utf8)
            Self.checkInvariants(bytes, path: path)
        }
        _ = Self.engine.lint(path: "ios/App/Views/" + path, String(repeating: "\"\\(", count: 5_000))
    }
}
