// Limits and small lexer points: a language server that survives its log and its input, a
// tokens command with the lint's size limit, one budget for custom patterns per run, and
// reports no file can drive.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Attack: limits, the language server and small lexer points", .serialized)
struct LimitAttackTests {
    @Test("The language server keeps answering when its standard error is closed or full", arguments: ["2>&-", "2>/dev/full"])
    func serverWithoutLog(redirect: String) throws {
        let client = try LSPTestClient(dir: Scratch(git: true), stderrRedirect: redirect)
        client.initialize()
        // Each of these makes the server log a line.
        client.sendRaw(Array("Content-Length: 5\r\n\r\n{{{{{".utf8))
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.swift", "version": 2], "contentChanges": [["bad": 1]]])
        client.open(LanguageServerTests.viewPath, LanguageServerTests.view)
        #expect(LanguageServerTests.noPrint(client.diagnostics(LanguageServerTests.viewPath)).count == 2)
        client.request(7, "textDocument/codeAction", ["textDocument": ["uri": .string(client.uri(LanguageServerTests.viewPath))],
                                                      "range": DiagnosticConversion.range((0, 0), (0, 0)), "context": ["diagnostics": []]])
        #expect(client.response(to: 7)?["result"] != nil)
        #expect(client.finish() == 0)
    }

    @Test("A Content-Length over the limit is refused with an error to its request, and later messages are read")
    func oversizedMessage() throws {
        let client = try LanguageServerTests.start()
        client.initialize()
        // Claims 100 MB, sends a short request: the next real message must still be heard.
        let body = Array(#"{"jsonrpc":"2.0","id":41,"method":"textDocument/codeAction","params":{}}"#.utf8)
        client.sendRaw(Array("Content-Length: 104857600\r\n\r\n".utf8) + body)
        let refused = try #require(client.response(to: 41))
        #expect(refused["error"]?["message"]?.string?.contains("over the 64 MB limit") == true)
        client.open(LanguageServerTests.viewPath, LanguageServerTests.view)
        #expect(LanguageServerTests.noPrint(client.diagnostics(LanguageServerTests.viewPath)).count == 2)
        #expect(client.finish() == 0)
    }

    @Test("A pull for diagnostics is answered even when the client cannot be asked to refresh")
    func pullWithoutRefresh() throws {
        let client = try LanguageServerTests.start()
        client.initialize(["textDocument": ["diagnostic": [:]]])
        client.open(LanguageServerTests.viewPath, LanguageServerTests.view)
        client.request(1, "textDocument/diagnostic", ["textDocument": ["uri": .string(client.uri(LanguageServerTests.viewPath))]])
        let answer = try #require(client.response(to: 1), "answered, not left waiting")
        #expect(LanguageServerTests.noPrint(answer["result"]?["items"]?.array).count == 2)
        #expect(client.finish() == 0)
    }

    @Test("umpire tokens has the lint's limits: a huge sparse file and a device are refused at once")
    func tokensLimits() throws {
        let dir = try Scratch()
        let big = dir.root + "/Huge.swift"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 1 << 30) == 0)
        let huge = dir.umpire(["tokens", "Huge.swift"])
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("larger than 2 MB"))
        #expect(symlink("/dev/zero", dir.root + "/Zero.swift") == 0)
        let device = dir.umpire(["tokens", "Zero.swift"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("not a regular file"))
    }

    @Test("Custom patterns share one budget per run: once spent, each skips with a note, and the area is not a pass")
    func patternBudget() throws {
        let spec = try #require(try Configuration.parse(
            JSONCParser.parse(#"{"customRules": [{"id": "no-legacy", "pattern": "LegacyClient", "message": "Use ScoreClient."}]}"#),
            file: ".umpire.json", rules: BuiltInRules.all.map { $0.description }).customRules.first)
        let budget = PatternBudget()
        budget.spend(PatternBudget.runNanoseconds)
        var sink = FindingSink(ruleID: spec.id)
        try CustomRule(spec, budget: budget).check(RuleContext(path: "App/A.swift", source: "let c = LegacyClient()\n"), into: &sink)
        #expect(sink.raw.isEmpty)
        #expect(sink.gaveUp?.contains("the run's 10 s for custom patterns") == true)

        let configuration = try Configuration.parse(
            JSONCParser.parse(#"{"customRules": [{"id": "no-legacy", "pattern": "LegacyClient", "message": "Use ScoreClient."}]}"#),
            file: ".umpire.json", rules: BuiltInRules.all.map { $0.description })
        let spent = PatternBudget()
        spent.spend(PatternBudget.runNanoseconds)
        let ruleSet = try RuleSet(builtIn: BuiltInRules.all, configuration: configuration, only: nil, patternBudget: spent)
        let result = Engine(rules: ruleSet).run([SourceFileRef(absolutePath: "/p/App/A.swift", displayPath: "App/A.swift",
                                                              rolePath: "App/A.swift", content: Array("let c = LegacyClient()\n".utf8))])
        #expect(result.incomplete)
        #expect(result.uncheckedAreas[.customRules] == "every rule stopped before it finished (see the notes)")
    }

    @Test("--config naming a folder or a device is a clear error")
    func configurationTargets() throws {
        let dir = try Scratch()
        try dir.write("App/A.swift", "let a = 1\n")
        try FileManager.default.createDirectory(atPath: dir.root + "/settings", withIntermediateDirectories: true)
        let folder = dir.umpire(["--config", "settings"])
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("settings is a folder") && !folder.stderr.contains("NSCocoaErrorDomain"), "\(folder.stderr)")
        let device = dir.umpire(["--config", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("not a regular file") && !device.stderr.contains("permission"), "\(device.stderr)")
        #expect(mkfifo(dir.root + "/data", 0o644) == 0)
        let named = dir.umpire(["data", "App"])
        #expect(named.stdout.contains("data: note: not a file Umpire reads"), "\(named.stdout)")
    }

    @Test("In TypeScript, U+2028 and U+2029 end a line comment: what follows is code")
    func lineSeparators() throws {
        for separator in ["\u{2028}", "\u{2029}"] {
            let file = SourceFile(path: "backend/src/a.ts", source: "// note" + separator + "console.log(token);\n")
            #expect(file.kind(0) == .lineComment && file.text(0) == "// note")
            #expect(file.tokens.indices.contains { file.kind($0) == .identifier && file.text($0) == "console" })
        }
        let swift = SourceFile(path: "App/A.swift", source: "// note\u{2028}print(token)\n")
        #expect(swift.kind(0) == .lineComment && swift.text(0).hasSuffix("print(token)"), "Swift has no such rule")
    }

    @Test("A fix in a file with CR-only line breaks inserts CR, never a lone LF")
    func carriageReturnFiles() throws {
        let script = "#!/bin/bash\rset -euo pipefail\raws dynamodb create-table --table-name \"$TABLE\" --billing-mode PAY_PER_REQUEST\r"
        let file = RuleContext(path: "infra/migrations/001_create.sh", source: script)
        var sink = FindingSink(ruleID: "migration-wait")
        MigrationWait(options: RuleOptions(values: [:], description: MigrationWait.description)).check(file, into: &sink)
        let fix = try #require(sink.raw.first?.fix)
        let fixed = FixApplier.apply([fix], to: file.file.bytes).bytes
        #expect(!fixed.contains(ASCII.lf))
        #expect(String(decoding: fixed, as: UTF8.self).contains("\raws dynamodb wait table-exists"))
    }

    @Test("GitHub and Markdown reports show ESC and bidirectional overrides as escapes")
    func escapes() throws {
        let dir = try Scratch()
        try dir.write("App/Views/Evil\u{1B}[31m\u{202E}View.swift", "func g() {\n    print(2)\n}\n")
        for format in ["github", "markdown"] {
            let output = dir.umpire(["--format", format])
            #expect(!output.stdout.contains("\u{1B}") && !output.stdout.contains("\u{202E}"), "\(format)")
            #expect(output.stdout.contains("\\u{1b}") && output.stdout.contains("\\u{202e}"), "\(format): \(output.stdout)")
        }
    }
}
