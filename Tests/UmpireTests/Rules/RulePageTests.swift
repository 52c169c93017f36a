// Each rule's page beside its code is generated from its description; a stale page fails here.

import Foundation
import Testing
import UmpireCore
import UmpireEngine
import UmpireRules

@Suite("Rule pages")
struct RulePageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Re-generate with `UMPIRE_RECORD=1 swift test --filter RulePageTests`, then review the diff.
    @Test("Every built-in rule's page is current", arguments: BuiltInRules.all.map { $0.description.id })
    func pageIsCurrent(id: String) throws {
        let d = BuiltInRules.all.first { $0.description.id == id }!.description
        let path = try #require(d.pagePath, "\(id) has no page path")
        let page = RulePage.markdown(d, snapshot: ExampleRun.snapshot(of: RuleHarness.type(id), builtIn: BuiltInRules.all))
        if ProcessInfo.processInfo.environment["UMPIRE_RECORD"] == "1" {
            try page.write(toFile: Self.root + "/" + path, atomically: true, encoding: .utf8)
        }
        let written = try? String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
        #expect(written == page, "\(path) is stale; regenerate with UMPIRE_RECORD=1 swift test --filter RulePageTests")
    }

    @Test("A page sits beside the rule's own code, and no page outlives its rule")
    func pagesSitBesideTheirRules() throws {
        let ids = Set(BuiltInRules.all.map { $0.description.id })
        let folders = Set(Area.allCases.compactMap(\.ruleFolder))
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + folder)
            #expect(files.contains { $0.hasSuffix(".swift") }, "\(folder) holds no rule code")
            #expect(!files.contains { $0.hasSuffix(".md") }, "\(folder): pages go in pages/")
            for page in (try? FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + folder + "/pages")) ?? [] {
                #expect(ids.contains(String(page.dropLast(3))), "\(folder)/pages/\(page) names no rule; delete it")
            }
        }
        for type in BuiltInRules.all {
            let d = type.description
            #expect(d.pagePath?.hasPrefix(d.area.ruleFolder ?? "?") == true)
        }
    }

    @Test("The README table, SARIF's helpUri and explain link to the page")
    func pagesAreLinked() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let tool = CommandLineTool(builtIn: BuiltInRules.all, cwd: Self.root, environment: [:])
        let sarif = tool.run(["Fixtures/sample", "--format", "sarif", "--only", "no-print"]).stdout
        #expect(sarif.contains(#""helpUri": "https://github.com/umpire-lint/umpire/blob/main/rules/IOSSwift/pages/no-print.md""#))
        for type in BuiltInRules.all {
            let d = type.description
            let path = try #require(d.pagePath)
            #expect(readme.contains("[`\(d.id)`](\(path))"), "the README table does not link \(d.id)'s page")
            #expect(tool.run(["explain", d.id]).stdout.hasSuffix("More: \(RulePage.url(d)!)\n"))
            #expect(tool.run(["explain", d.id, "--format", "markdown"]).stdout
                    == RulePage.markdown(d, snapshot: ExampleRun.snapshot(of: RuleHarness.type(d.id), builtIn: BuiltInRules.all)))
        }
    }

    @Test("A page escapes what Markdown would misread: a pipe in a table cell, backticks in code")
    func pagesEscape() {
        let d = RuleDescription(id: "pipes", area: .iosSwift, languages: [.swift], severity: .warning, summary: "s",
                                rationale: "r", fix: "f",
                                options: [RuleOption("words", default: .array([.string("a|b")]), help: "one | two")],
                                triggering: [Example("let s = ```x```")], nonTriggering: [])
        let page = RulePage.markdown(d)
        #expect(page.contains(#"| `words` | `["a\|b"]` | words | one \| two |"#))
        #expect(page.contains("````swift\nlet s = ```x```\n````\n"))
    }

    @Test("A custom rule has no page, and explain says so for --format markdown")
    func customRulesHaveNoPage() throws {
        let dir = try Scratch()
        try dir.write(".umpire.json", #"{"customRules": [{"id": "no-sleep", "pattern": "sleep\\(", "message": "Do not sleep."}]}"#)
        let tool = CommandLineTool(builtIn: BuiltInRules.all, cwd: dir.root, environment: [:])
        #expect(!tool.run(["explain", "no-sleep"]).stdout.contains("More:"))
        let markdown = tool.run(["explain", "no-sleep", "--format", "markdown"])
        #expect(markdown.status == 2)
        #expect(markdown.stderr.contains("no-sleep is a custom rule"))
        #expect(tool.run(["explain", "no-print", "--format", "json"]).stderr.contains("--format json is not available"))
    }
}
