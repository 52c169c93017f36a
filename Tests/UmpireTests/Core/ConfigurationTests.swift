// `.umpire.json`: every mistake names its key; valid settings change what runs; custom rules.

import Foundation
import Testing
import UmpireCore
import UmpireEngine

@Suite("Core: configuration")
struct CoreConfigurationTests {
    func configurationError(_ text: String) throws -> ConfigurationError? {
        do {
            _ = try CoreRules.configuration(text)
            return nil
        } catch let error as ConfigurationError {
            return error
        }
    }

    @Test("Each mistake is an error naming the key and what was expected", arguments: [
        (#"{"rulez": {}}"#, "rulez", "(expected one of: include, exclude"),
        (#"{"rules": {"core-forbiden": "error"}}"#, "rules.core-forbiden", #"unknown rule id (did you mean "core-forbidden"?)"#),
        (#"{"rules": {"zzzzzz": "error"}}"#, "rules.zzzzzz", "unknown rule id"),
        (#"{"rules": {"core-forbidden": "loud"}}"#, "rules.core-forbidden", #"expected "off", "warning" or "error", found "loud""#),
        (#"{"rules": {"core-forbidden": {"severity": "fatal"}}}"#, "rules.core-forbidden.severity", #"found "fatal""#),
        (#"{"rules": {"core-forbidden": {"severity": 2}}}"#, "rules.core-forbidden.severity", #"expected "off""#),
        (#"{"rules": {"core-forbidden": 1}}"#, "rules.core-forbidden", "found a number"),
        (#"{"rules": {"core-forbidden": {"extraWordz": []}}}"#, "rules.core-forbidden.extraWordz", #"unknown option (options: extraWords, limit (did you mean "extraWords"?))"#),
        (#"{"rules": {"core-shaky": {"limit": 1}}}"#, "rules.core-shaky.limit", "unknown option (the rule has no options)"),
        (#"{"rules": {"core-forbidden": {"extraWords": "x"}}}"#, "rules.core-forbidden.extraWords", "expected an array of strings, found a string"),
        (#"{"rules": {"core-forbidden": {"extraWords": [1]}}}"#, "rules.core-forbidden.extraWords", "expected an array of strings"),
        (#"{"rules": {"core-forbidden": {"limit": 1.5}}}"#, "rules.core-forbidden.limit", "expected a whole number"),
        (#"{"rules": []}"#, "rules", "expected an object"),
        (#"{"exclude": ["**/[z-a]"]}"#, "exclude", #"invalid glob "**/[z-a]": reversed range"#),
        (#"{"exclude": "a"}"#, "exclude", "expected an array of glob strings"),
        (#"{"include": ["!{a,b"]}"#, "include", "unclosed `{`"),
        (#"{"roles": {"view": ["a**"]}}"#, "roles.view", "`**` must be a whole path segment"),
        (#"{"roles": {"viewz": ["*.swift"]}}"#, "roles.viewz", "unknown role"),
        (#"{"overrides": [{"rules": {}}]}"#, "overrides[0].files", "missing"),
        (#"{"overrides": [{"files": ["*"], "rulez": {}}]}"#, "overrides[0].rulez", "unknown key"),
        (#"{"overrides": [{"files": ["*"], "rules": {"nope": "off"}}]}"#, "overrides[0].rules.nope", "unknown rule id"),
        (#"{"requireSuppressionReason": 1}"#, "requireSuppressionReason", "expected true or false, found a number"),
        ("[]", "", "expected an object at the top level"),
    ])
    func errors(text: String, key: String, reason: String) throws {
        let error = try #require(try configurationError(text), "\(text) should be rejected")
        #expect(error.key == key)
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(error.file == ".umpire.json")
        #expect("\(error)".hasPrefix(key.isEmpty ? ".umpire.json: " : ".umpire.json: `\(key)`: "))
    }

    @Test("Custom rule mistakes name the rule's index and field", arguments: [
        (#"[{"id": "x", "pattern": "(", "message": "m"}]"#, "customRules[0].pattern", "not a valid regular expression"),
        (#"[{"id": "x", "pattern": "(a+)+$", "message": "m"}]"#, "customRules[0].pattern", "exponential time"),
        (#"[{"id": "x", "message": "m"}]"#, "customRules[0].pattern", "missing"),
        (#"[{"id": "x", "pattern": "a"}]"#, "customRules[0].message", "missing"),
        (#"[{"id": "No_Caps", "pattern": "a", "message": "m"}]"#, "customRules[0].id", "kebab-case"),
        (#"[{"id": "core-forbidden", "pattern": "a", "message": "m"}]"#, "customRules[0].id", "already the id of another rule"),
        (#"[{"id": "x", "pattern": "a", "message": "m"}, {"id": "x", "pattern": "b", "message": "m"}]"#, "customRules[1].id", "already the id"),
        (#"[{"id": "x", "pattern": "a", "message": "m", "match": "strings"}]"#, "customRules[0].match", #"expected "code", "string" or "comment""#),
        (#"[{"id": "x", "pattern": "a", "message": "m", "severity": "off"}]"#, "customRules[0].severity", "expected \"warning\" or \"error\""),
        (#"[{"id": "x", "pattern": "a", "message": "m", "area": "Nowhere"}]"#, "customRules[0].area", "unknown area"),
        (#"[{"id": "x", "pattern": "a", "message": "m", "languages": ["cobol"]}]"#, "customRules[0].languages", #"unknown language "cobol""#),
        (#"[{"id": "x", "pattern": "a", "message": "m", "files": ["[a"]}]"#, "customRules[0].files", "unclosed `[`"),
        (#"[{"id": "x", "pattern": "a", "message": "m", "regex": "a"}]"#, "customRules[0].regex", "unknown key"),
        (#"[{"id": "x", "pattern": "", "message": "m"}]"#, "customRules[0].pattern", "expected a non-empty string"),
        (#"{"id": "x"}"#, "customRules", "expected an array"),
    ])
    func customRuleErrors(rules: String, key: String, reason: String) throws {
        let error = try #require(try configurationError(#"{"customRules": \#(rules)}"#))
        #expect(error.key == key)
        #expect(error.reason.contains(reason), "\(error.reason)")
    }

    @Test("Configuration.load names the file, for unreadable files and invalid JSON too")
    func load() throws {
        let dir = try CoreTempDir()
        try dir.write("bad.json", "{\n  \"rules\": {,}\n}")
        #expect {
            try Configuration.load(file: dir.root + "/bad.json", rules: CoreRules.descriptions)
        } throws: { error in
            "\(error)".hasPrefix(dir.root + "/bad.json: invalid JSON at line 2, column 13")
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.load(file: dir.root + "/missing.json", rules: CoreRules.descriptions)
        }
        try dir.write("sub/.umpire.json", #"{"rules": {"core-shaky": "error"}}"#)
        let config = try Configuration.load(file: dir.root + "/sub/.umpire.json", rules: CoreRules.descriptions)
        #expect(config.root == dir.root + "/sub")
        #expect(config.rules["core-shaky"]?.severity == .error)
    }

    @Test("Severity settings and options reach the rules")
    func settingsApply() throws {
        let source = "let forbidden = 1\nlet banned = 2\n"
        #expect(try CoreRules.check("A.swift", source).map(\.severity) == [.error])
        let warning = try CoreRules.configuration(#"{"rules": {"core-forbidden": "warning"}}"#)
        #expect(try CoreRules.check("A.swift", source, configuration: warning).map(\.severity) == [.warning])
        let off = try CoreRules.configuration(#"{"rules": {"core-forbidden": "off"}}"#)
        #expect(try CoreRules.check("A.swift", source, configuration: off).isEmpty)
        let options = try CoreRules.configuration(#"{"rules": {"core-forbidden": {"extraWords": ["banned"]}}}"#)
        let found = try CoreRules.check("A.swift", source, configuration: options)
        #expect(found.map(\.line) == [1, 2] && found.map(\.severity) == [.error, .error], "an object without severity keeps the default")
    }

    @Test("Overrides change a rule for matching paths only")
    func overrides() throws {
        let config = try CoreRules.configuration("""
            {"rules": {"core-forbidden": "warning"},
             "overrides": [{"files": ["ios/Previews/**"], "rules": {"core-forbidden": "off"}},
                           {"files": ["ios/Strict/**"], "rules": {"core-forbidden": "error"}}]}
            """)
        #expect(try CoreRules.check("ios/App/A.swift", "let forbidden = 1", configuration: config).map(\.severity) == [.warning])
        #expect(try CoreRules.check("ios/Previews/A.swift", "let forbidden = 1", configuration: config).isEmpty)
        #expect(try CoreRules.check("ios/Strict/A.swift", "let forbidden = 1", configuration: config).map(\.severity) == [.error])
    }

    @Test("Umpire's own rules can be configured under `rules`")
    func ownRules() throws {
        let config = try CoreRules.configuration(#"{"rules": {"unused-suppression": "off"}}"#)
        let found = try CoreRules.check("A.swift", "// umpire:disable-next-line core-forbidden\nlet ok = 1\n", configuration: config)
        #expect(found.isEmpty, "\(found)")
    }

    @Test("Custom rules match code, not the same text inside strings or comments")
    func customRuleInCode() throws {
        let config = try CoreRules.configuration(#"""
            {"customRules": [{"id": "no-legacy-client", "pattern": "LegacyAPIClient\\(", "message": "Use APIClient.",
                              "severity": "warning", "area": "iOS Services", "languages": ["swift"]}]}
            """#)
        let source = """
            let a = LegacyAPIClient()
            let b = "LegacyAPIClient() in a string"
            // LegacyAPIClient() in a comment
            /* LegacyAPIClient() */ let c = "\\(LegacyAPIClient())"
            """
        let found = try CoreRules.check("ios/App/A.swift", source, configuration: config)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:9", "4:36"], "code and interpolated code only")
        #expect(found.allSatisfy { $0.ruleID == "no-legacy-client" && $0.severity == .warning && $0.area == .iosServices })
        #expect(found.first?.message == "Use APIClient.")
        #expect(try CoreRules.check("backend/a.ts", "LegacyAPIClient()", configuration: config).isEmpty, "languages")
    }

    @Test("`match: string` sees only string text, `match: comment` only comments")
    func customRuleScopes() throws {
        let config = try CoreRules.configuration("""
            {"customRules": [
              {"id": "no-todo-copy", "pattern": "TODO", "message": "Copy is unfinished.", "match": "string"},
              {"id": "no-fixme", "pattern": "FIXME", "message": "Resolve it.", "match": "comment"}]}
            """)
        let source = """
            let TODO = "TODO: write this" // TODO later
            let FIXME = "FIXME" // FIXME now
            """
        let found = try CoreRules.check("A.swift", source, configuration: config)
        #expect(found.map { "\($0.line):\($0.column) \($0.ruleID)" } == ["1:13 no-todo-copy", "2:24 no-fixme"])
        #expect(found.allSatisfy { $0.severity == .error && $0.area == .customRules }, "defaults")
    }

    @Test("A custom rule's `files` globs limit where it runs, and `rules` can switch it off")
    func customRuleScope() throws {
        let spec = #"{"id": "no-fetch", "pattern": "fetch", "message": "m", "files": ["backend/src/**", "!**/*.test.ts"]}"#
        let config = try CoreRules.configuration(#"{"customRules": [\#(spec)]}"#)
        #expect(try CoreRules.check("backend/src/a.ts", "fetch(x)", configuration: config).count == 1)
        #expect(try CoreRules.check("backend/src/a.test.ts", "fetch(x)", configuration: config).isEmpty)
        #expect(try CoreRules.check("scripts/a.ts", "fetch(x)", configuration: config).isEmpty)
        let off = try CoreRules.configuration(#"{"rules": {"no-fetch": "off"}, "customRules": [\#(spec)]}"#)
        #expect(try CoreRules.check("backend/src/a.ts", "fetch(x)", configuration: off).isEmpty)
        let relaxed = try CoreRules.configuration(#"""
            {"customRules": [\#(spec)], "overrides": [{"files": ["backend/src/legacy/**"], "rules": {"no-fetch": "warning"}}]}
            """#)
        #expect(try CoreRules.check("backend/src/legacy/a.ts", "fetch(x)", configuration: relaxed).map(\.severity) == [.warning])
    }

    @Test("Custom rule positions count Unicode scalars after non-ASCII text")
    func customRuleColumns() throws {
        let config = try CoreRules.configuration(#"{"customRules": [{"id": "no-x", "pattern": "xyz", "message": "m"}]}"#)
        let found = try CoreRules.check("A.swift", "let s = \"🏏é\"; xyz()\n", configuration: config)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:15"])
    }
}
