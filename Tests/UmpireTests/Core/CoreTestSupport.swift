// Test-only rules and a throwaway folder for the core tests (engine, suppressions, CLI),
// so they do not depend on the built-in rules.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

/// Reports every identifier spelled `forbidden` (plus any `extraWords`): an error in iOS Swift.
struct CoreForbiddenRule: Rule {
    static let description = RuleDescription(
        id: "core-forbidden", area: .iosSwift, languages: Set(Language.allCases), severity: .error,
        summary: "The identifier forbidden", rationale: "A test rule.", fix: "Rename it.",
        options: [extraWordsOption.declaration, limitOption.declaration],
        formerIDs: ["core-banned"],
        triggering: [Example("let ↓forbidden = 1")], nonTriggering: [Example("let allowed = 1")])

    static let extraWordsOption = Option<[String]>(RuleOption("extraWords", default: .array([]), help: "More identifiers to report."))
    static let limitOption = Option<Int>(RuleOption("limit", default: .number(100), help: "Unused; a number option for validation tests."))

    let extraWords: [String]

    init(options: RuleOptions) { extraWords = options[Self.extraWordsOption] }

    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices
        where file.isIdentifier(i, "forbidden") || (file.kind(i) == .identifier && file.isOne(i, of: extraWords)) {
            findings.report(file, at: i, "Do not use `\(file.text(i))`.")
        }
    }
}

/// Reports every identifier spelled `shaky`: a warning in Backend TypeScript, TypeScript only.
struct CoreShakyRule: Rule {
    static let description = RuleDescription(
        id: "core-shaky", area: .backendTypeScript, languages: [.typeScript], severity: .warning,
        summary: "The identifier shaky", rationale: "A test rule.", fix: "Steady it.",
        triggering: [Example("const ↓shaky = 1")], nonTriggering: [Example("const steady = 1")])

    init(options: RuleOptions) {}

    func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.isIdentifier(i, "shaky") {
            findings.report(file, at: i, "Steady \"shaky\".")
        }
    }
}

enum CoreRules {
    static let all: [any Rule.Type] = [CoreForbiddenRule.self, CoreShakyRule.self] + SuppressionRules.all
    static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// Findings of the test rules on one in-memory file.
    static func check(_ path: String, _ source: String, configuration: Configuration = Configuration(),
                      only: Set<String>? = nil) throws -> [Finding] {
        let rules = try RuleSet(builtIn: all, configuration: configuration, only: only)
        return Engine(rules: rules).lint(path: path, source)
    }

    /// A configuration parsed from JSONC text against the test rules.
    static func configuration(_ text: String) throws -> Configuration {
        try Configuration.parse(JSONCParser.parse(text), file: ".umpire.json", rules: descriptions)
    }
}

/// A temporary folder, removed when the value goes away.
final class CoreTempDir {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("umpire-core-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// Runs the command-line tool in this folder with the test rules and an empty environment.
    func umpire(_ args: [String], terminal: Bool = false, environment: [String: String] = [:]) -> CommandLineTool.Output {
        CommandLineTool(builtIn: CoreRules.all, cwd: root, environment: environment, stdoutIsTerminal: terminal,
                        readStandardInput: { [] }).run(args)
    }
}

/// Parses JSON text into a dictionary, failing the test when it is not a JSON object.
func coreJSONObject(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any], sourceLocation: sourceLocation)
}
