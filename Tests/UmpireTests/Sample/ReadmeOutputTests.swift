// Every example of output in the README is the real binary's: a block after
// `<!-- output: ARGS -->` must appear in what `umpire ARGS` prints, run from the package root.
// A line `…` in the block stands for lines left out; the time on the verdict line is ignored.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("README examples")
struct ReadmeOutputTests {
    struct Block: CustomStringConvertible {
        let arguments: [String]
        let text: String
        var description: String { "umpire " + arguments.joined(separator: " ") }
    }

    static let root = SampleRepositoryTests.packageRoot

    static func blocks() throws -> [Block] {
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        var blocks: [Block] = []
        var rest = readme[...]
        while let marker = rest.range(of: "<!-- output: ") {
            let after = rest[marker.upperBound...]
            guard let end = after.range(of: " -->\n"), let open = after[end.upperBound...].range(of: "```"),
                  let newline = after[open.upperBound...].firstIndex(of: "\n"),
                  let close = after[newline...].range(of: "\n```") else { break }
            let arguments = after[..<end.lowerBound].split(separator: " ").map(String.init)
            blocks.append(Block(arguments: arguments, text: String(after[after.index(after: newline)..<close.lowerBound])))
            rest = after[close.upperBound...]
        }
        return blocks
    }

    @Test("The README marks its output examples")
    func examplesAreMarked() throws {
        let commands = try Self.blocks().map(\.description)
        for expected in ["umpire Fixtures/sample", "umpire help", "umpire copy Fixtures/sample"] {
            #expect(commands.contains(expected), "no README example of `\(expected)`")
        }
    }

    @Test("Each output example is what the binary prints", arguments: try blocks())
    func exampleMatchesOutput(block: Block) throws {
        let output = CommandLineTool(builtIn: BuiltInRules.all, cwd: Self.root, environment: [:]).run(block.arguments).stdout
        let actual = SampleRepositoryTests.withoutTiming(output).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = SampleRepositoryTests.withoutTiming(block.text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each run of lines between `…` appears in the output, in order.
        var from = 0
        for segment in shown.split(separator: "…", omittingEmptySubsequences: true).map(Array.init) {
            guard let at = Self.find(segment, in: actual, from: from) else {
                Issue.record("`\(block)` does not print this (update the README):\n\(segment.joined(separator: "\n"))\n--- it prints ---\n\(output)")
                return
            }
            from = at + segment.count
        }
    }

    static func find(_ segment: [String], in lines: [String], from: Int) -> Int? {
        guard !segment.isEmpty, lines.count - from >= segment.count else { return segment.isEmpty ? from : nil }
        for start in from...(lines.count - segment.count) where Array(lines[start..<start + segment.count]) == segment { return start }
        return nil
    }
}
