// `umpire:disable…` comments: what each form covers, rule lists, reasons, and unused suppressions.

import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: suppressions")
struct CoreSuppressionTests {
    /// "line:rule" of each finding, in report order.
    func found(_ path: String, _ source: String, configuration: Configuration = Configuration(),
               only: Set<String>? = nil) throws -> [String] {
        try CoreRules.check(path, source, configuration: configuration, only: only).map { "\($0.line):\($0.ruleID)" }
    }

    @Test("Without suppressions every finding is reported")
    func baseline() throws {
        #expect(try found("A.swift", "let forbidden = 1\nlet x = forbidden\n") == ["1:core-forbidden", "2:core-forbidden"])
    }

    @Test("disable-next-line covers only the next line")
    func disableNextLine() throws {
        let source = """
            // umpire:disable-next-line core-forbidden
            let forbidden = 1
            let x = forbidden
            """
        #expect(try found("A.swift", source) == ["3:core-forbidden"])
    }

    @Test("In a shell script, disable-next-line covers the command it precedes, continued with backslashes")
    func disableNextLineShellCommand() throws {
        let source = """
            # umpire:disable-next-line core-forbidden -- the table predates on-demand billing
            aws dynamodb create-table \\
              --table-name forbidden \\\t
              --key-schema forbidden

            echo forbidden
            """
        // Line 3 ends in a backslash and a tab: still a continuation. Line 6 is another command.
        #expect(try found("migrate-001-tables.sh", source) == ["6:core-forbidden"])
        // A Swift file has no continued commands: the next line only.
        #expect(try found("A.swift", "// umpire:disable-next-line core-forbidden -- r\nlet a =\n  forbidden\n").contains("3:core-forbidden"))
    }

    @Test("disable-line covers its own line, after code or before it in a block comment")
    func disableLine() throws {
        let source = """
            let forbidden = 1 // umpire:disable-line core-forbidden
            /* umpire:disable-line */ let y = forbidden
            let z = forbidden
            """
        #expect(try found("A.swift", source) == ["3:core-forbidden"])
    }

    @Test("disable … enable covers the lines between; without enable, to the end of the file")
    func ranges() throws {
        let source = """
            let a = forbidden
            // umpire:disable core-forbidden
            let b = forbidden
            let c = forbidden
            // umpire:enable core-forbidden
            let d = forbidden
            // umpire:disable core-forbidden -- generated below
            let e = forbidden
            let f = forbidden
            """
        #expect(try found("A.swift", source) == ["1:core-forbidden", "6:core-forbidden"])
    }

    @Test("An enable naming another rule does not end a disable")
    func enableOfOtherRule() throws {
        let source = """
            // umpire:disable core-forbidden
            const a = forbidden
            // umpire:enable core-shaky
            const b = forbidden + shaky
            """
        #expect(try found("a.ts", source) == ["4:core-shaky"])
    }

    @Test("An enable naming some rules of a disable ends the range for those rules only")
    func partialEnable() throws {
        let listed = """
            // umpire:disable core-forbidden, core-shaky
            const a = forbidden + shaky
            // umpire:enable core-shaky
            const b = forbidden + shaky
            """
        #expect(try found("a.ts", listed) == ["4:core-shaky"])
        let bare = """
            // umpire:disable
            const a = forbidden + shaky
            // umpire:enable core-forbidden
            const b = forbidden + shaky
            // umpire:enable
            const c = shaky
            """
        #expect(try found("a.ts", bare) == ["4:core-forbidden", "6:core-shaky"])
    }

    @Test("disable-file covers the whole file, wherever it is written")
    func disableFile() throws {
        let source = """
            let a = forbidden

            let b = forbidden
            // umpire:disable-file core-forbidden -- legacy module, being rewritten
            """
        #expect(try found("A.swift", source).isEmpty)
        #expect(try found("a.ts", "/** umpire:disable-file */\nconst a = forbidden + shaky\n").isEmpty, "doc-comment form")
    }

    @Test("Rule lists: commas, spaces or both; only the named rules are suppressed")
    func ruleLists() throws {
        for list in ["core-shaky, core-forbidden", "core-shaky,core-forbidden", "core-shaky core-forbidden"] {
            let source = "// umpire:disable-next-line \(list)\nconst a = forbidden + shaky\n"
            #expect(try found("a.ts", source).isEmpty, "\(list)")
        }
        let one = "// umpire:disable-next-line core-shaky\nconst a = forbidden + shaky\n"
        #expect(try found("a.ts", one) == ["2:core-forbidden"])
    }

    @Test("A bare directive suppresses every rule")
    func bareDirective() throws {
        #expect(try found("a.ts", "// umpire:disable-next-line\nconst a = forbidden + shaky\n").isEmpty)
        #expect(try found("a.ts", "const a = forbidden + shaky // umpire:disable-line -- demo\n").isEmpty)
    }

    @Test("Text after -- is a reason, never read as rule ids")
    func reasons() throws {
        let source = "// umpire:disable-next-line core-forbidden -- legacy API, see IOS-512\nlet forbidden = 1\n"
        #expect(try found("A.swift", source).isEmpty)
    }

    @Test("Shell comments and block comments carry suppressions too")
    func commentForms() throws {
        #expect(try found("run.sh", "# umpire:disable-next-line core-forbidden\nforbidden --now\n").isEmpty)
        #expect(try found("a.ts", "/* umpire:disable-next-line core-forbidden */\nconst a = forbidden\n").isEmpty)
        #expect(try found("A.swift", "// umpire:disable-next-line core-forbidden\r\nlet forbidden = 1\r\n").isEmpty, "CRLF")
        let multiLine = """
            /* umpire:disable-next-line core-forbidden -- the reason
               goes on over two lines */
            let forbidden = 1
            let x = forbidden
            """
        #expect(try found("A.swift", multiLine) == ["4:core-forbidden"], "the next line after the comment ends")
    }

    @Test("Look-alikes are not directives: in strings, later in a comment, or misspelled")
    func notDirectives() throws {
        let source = """
            let s = "// umpire:disable-file"
            // see umpire:disable-file for details
            // umpire:disabled core-forbidden
            // umpire:disable-next-linecore-forbidden
            let forbidden = 1
            """
        // The misspelled ones were meant as suppressions: they are reported, not silently ignored.
        #expect(try found("A.swift", source) == ["3:unused-suppression", "4:unused-suppression", "5:core-forbidden"])
    }

    @Test("Comments that start like a suppression but do not parse are reported as malformed; near-miss rule ids get a suggestion")
    func malformedAndMisspelled() throws {
        let source = """
            // umpire: disable-next-line core-forbidden
            let forbidden = 1
            // UMPIRE:disable-next-line core-forbidden
            let forbidden = 2
            /* Umpire:Disable-line core-forbidden */ let forbidden = 3
            // Umpire: keeps this file's checks strict
            """
        let findings = try CoreRules.check("A.swift", source)
        #expect(findings.map { "\($0.line):\($0.ruleID)" } == ["1:unused-suppression", "2:core-forbidden", "3:unused-suppression",
                                                              "4:core-forbidden", "5:unused-suppression", "5:core-forbidden"])
        #expect(findings.first?.message.contains("looks like a suppression but is not one") == true)
        let typo = try CoreRules.check("A.swift", "// umpire:disable-next-line core-forbiden -- legacy\nlet forbidden = 1\n")
        #expect(typo.first?.message.contains(#"(did you mean "core-forbidden"?)"#) == true)
    }

    @Test("A suppression that suppresses nothing is a warning at the comment")
    func unused() throws {
        let source = "let a = 1\n    // umpire:disable-next-line core-forbidden\nlet b = 2\n"
        let findings = try CoreRules.check("A.swift", source)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == "unused-suppression" && finding.ruleID == UnusedSuppression.id)
        #expect(finding.severity == .warning && finding.area == .suppressions)
        #expect(finding.line == 2 && finding.column == 5)
        #expect(finding.message.contains("core-forbidden") && finding.message.contains("suppresses nothing"))
    }

    @Test("Unused bare directives, unused entries of a list and stale disable ranges are reported")
    func unusedForms() throws {
        #expect(try found("A.swift", "// umpire:disable-next-line\nlet ok = 1\n") == ["1:unused-suppression"])
        let partly = "// umpire:disable-next-line core-forbidden, core-shaky\nconst a = forbidden\n"
        let findings = try CoreRules.check("a.ts", partly)
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
        #expect(findings.first?.message.contains("core-shaky") == true)
        #expect(try found("A.swift", "// umpire:disable core-forbidden\nlet ok = 1\n// umpire:enable core-forbidden\nlet forbidden = 1\n")
                == ["1:unused-suppression", "4:core-forbidden"])
    }

    @Test("An unknown rule id in a suppression is reported")
    func unknownRule() throws {
        let source = "// umpire:disable-next-line core-forbiden\nlet forbidden = 1\n"
        let findings = try CoreRules.check("A.swift", source)
        #expect(findings.map { "\($0.line):\($0.ruleID)" } == ["1:unused-suppression", "2:core-forbidden"])
        #expect(findings.first?.message.contains(#""core-forbiden", which is not a rule"#) == true)
    }

    @Test("A suppression of a rule that did not run here is not judged", arguments: [
        ("A.swift", #"{}"#, nil as Set<String>?),                        // core-shaky is TypeScript only
        ("a.ts", #"{"rules": {"core-shaky": "off"}}"#, nil),            // switched off
        ("a.ts", #"{}"#, Set(["core-forbidden"])),                      // --only
    ])
    func inactiveRule(path: String, config: String, only: Set<String>?) throws {
        let source = "// umpire:disable-next-line core-shaky\nlet ok = 1\n"
        #expect(try found(path, source, configuration: CoreRules.configuration(config), only: only).isEmpty)
    }

    @Test("unused-suppression can itself be suppressed or switched off, and --only leaves it out")
    func silencingUnused() throws {
        let stale = "// umpire:disable-next-line core-forbidden\nlet ok = 1\n"
        #expect(try found("A.swift", "// umpire:disable-file unused-suppression\n" + stale).isEmpty)
        #expect(try found("A.swift", stale, configuration: CoreRules.configuration(#"{"rules": {"unused-suppression": "off"}}"#)).isEmpty)
        #expect(try found("A.swift", stale, only: ["core-forbidden"]).isEmpty)
        #expect(try found("A.swift", stale, only: ["core-forbidden", "unused-suppression"]) == ["1:unused-suppression"])
        let strict = try CoreRules.configuration(#"{"rules": {"unused-suppression": "error"}}"#)
        #expect(try CoreRules.check("A.swift", stale, configuration: strict).map(\.severity) == [.error])
    }

    @Test("With requireSuppressionReason, a suppression without a reason is reported")
    func requireReason() throws {
        let config = try CoreRules.configuration(#"{"requireSuppressionReason": true}"#)
        let source = """
            // umpire:disable-next-line core-forbidden
            let forbidden = 1
            // umpire:disable-next-line core-forbidden -- fixture data
            let forbidden = 2
            """
        #expect(try found("A.swift", source, configuration: config) == ["1:suppression-reason"])
    }
}

@Suite("Core: renamed rules")
struct RenamedRuleTests {
    @Test("A former id works in the configuration, --only and suppressions, each with a note naming the new id")
    func formerIDs() throws {
        let dir = try CoreTempDir()
        try dir.write("A.swift", "// umpire:disable-next-line core-banned -- legacy\nlet forbidden = 1\nlet forbidden = 2\n")
        try dir.write(".umpire.json", #"{"rules": {"core-banned": "warning"}}"#)
        let out = dir.umpire(["--format", "json"])
        let json = try coreJSONObject(out.stdout)
        let findings = json["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { "\($0["line"]!):\($0["rule"]!):\($0["severity"]!)" } == ["3:core-forbidden:warning"],
                "the configuration's old id set the severity, the suppression's old id suppressed line 2")
        #expect(out.stderr.contains("umpire: .umpire.json: `rules.core-banned`: core-banned is now core-forbidden; rename it"))
        let notes = (json["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(notes == ["line 1: umpire:disable-next-line names core-banned, now core-forbidden; rename it"])
        let only = dir.umpire(["--only", "core-banned"])
        #expect(only.status == 0 && only.stderr.contains("--only: core-banned is now core-forbidden"))
    }
}
