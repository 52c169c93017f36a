// With UMPIRE_DUMP_EXAMPLES=FOLDER, writes every rule's triggering examples as small projects
// (the example, its companions, a configuration with its options, the expected positions), so
// another build of Umpire can be run on them: the seed audit's "caught before / after".

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Example dump")
struct ExampleDump {
    @Test("Dump triggering examples when asked")
    func dump() throws {
        guard let folder = ProcessInfo.processInfo.environment["UMPIRE_DUMP_EXAMPLES"] else { return }
        let fm = FileManager.default
        for type in BuiltInRules.all {
            let d = type.description
            for (n, example) in d.triggering.enumerated() where !example.asChange {
                let root = "\(folder)/\(d.id)/\(n)"
                try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
                let path = example.path ?? RuleHarness.defaultPath(for: d)
                let (code, markers) = example.unmarked
                for (p, text) in [(path, code)] + example.companions.map({ ($0.path, $0.code) }) {
                    let full = "\(root)/\(p)"
                    try fm.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try text.write(toFile: full, atomically: true, encoding: .utf8)
                }
                let options = example.options.map { "\(JSONText.quoted($0.key)): \(RulesCommand.render($0.value))" }.joined(separator: ", ")
                try "{\"rules\": {\(JSONText.quoted(d.id)): {\(options)}}}\n".write(toFile: "\(root)/.umpire.json", atomically: true, encoding: .utf8)
                let expected = RuleHarness.positions(markers, in: code).map { "\(path):\($0.line):\($0.column)" }
                try (expected.joined(separator: "\n") + "\n").write(toFile: "\(root)/expected.txt", atomically: true, encoding: .utf8)
                try "\(example.file):\(example.line)\n".write(toFile: "\(root)/source.txt", atomically: true, encoding: .utf8)
            }
        }
    }
}
