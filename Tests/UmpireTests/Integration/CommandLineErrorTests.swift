// Bad configuration, arguments and files: exit 2 with a message naming the file and the key.

import Foundation
import Testing

@Suite("Command-line errors")
struct CommandLineErrorTests {
    func run(config: String?, _ args: [String] = []) throws -> (status: Int32, stderr: String) {
        let dir = try Scratch()
        try dir.write("App/Views/A.swift", "func f() { print(1) }\n")
        if let config { try dir.write(".umpire.json", config) }
        let output = dir.umpire(args)
        return (output.status, output.stderr)
    }

    @Test("Each configuration mistake exits 2 naming the file, the key and what was expected", arguments: [
        (#"{ "rulez": {} }"#, "`rulez`: unknown key"),
        (#"{ "rules": { "no-prnt": "error" } }"#, #"`rules.no-prnt`: unknown rule id (did you mean "no-print"?)"#),
        (#"{ "rules": { "no-print": "loud" } }"#, #"`rules.no-print`: expected "off", "warning" or "error", found "loud""#),
        (#"{ "rules": { "no-print": { "toolingFile": [] } } }"#, #"`rules.no-print.toolingFile`: unknown option (options: toolingFiles (did you mean "toolingFiles"?))"#),
        (#"{ "rules": { "no-print": { "toolingFiles": "Package.swift" } } }"#, "`rules.no-print.toolingFiles`: expected an array of strings"),
        // Options are checked by kind when the configuration loads, whatever rule they belong to.
        (#"{ "rules": { "no-print": { "toolingFiles": ["**/fastlane/[z-a]"] } } }"#, #"`rules.no-print.toolingFiles`: invalid glob "**/fastlane/[z-a]": reversed range"#),
        (#"{ "rules": { "adr-required": { "adrFiles": ["!docs/{adr"] } } }"#, "`rules.adr-required.adrFiles`: invalid glob \"docs/{adr\": unclosed `{`"),
        (#"{ "rules": { "live-activity-presentations": { "required": ["lockscren"] } } }"#, #"`rules.live-activity-presentations.required`: unknown value "lockscren" (did you mean "lockScreen"?)"#),
        (#"{ "rules": { "copy-length": { "titleMax": 0 } } }"#, "`rules.copy-length.titleMax`: expected a whole number from 10 to 1000"),
        (#"{ "rules": { "redundant-comment": { "maxWords": 2.5 } } }"#, "`rules.redundant-comment.maxWords`: expected a whole number from 1 to 50"),
        (#"{ "overrides": [{ "files": ["ios/**"], "rules": { "zod-duplicate-type": { "minimumSharedFields": 2 } } }] }"#,
         "`overrides[0].rules.zod-duplicate-type.minimumSharedFields`: zod-duplicate-type looks across files"),
        (#"{ "copy": { "keys": "title" } }"#, "`copy.keys`: expected an array of non-empty strings"),
        (#"{ "copy": { "key": ["title"] } }"#, #"`copy.key`: unknown key (did you mean "keys"?)"#),
        (#"{ "rules": { } /* never closed "#, "unterminated `/*` comment"),
        (#"{ "exclude": ["**/[z-a]"] }"#, "`exclude`: invalid glob"),
        (#"{ "roles": { "viewz": ["*.swift"] } }"#, "`roles.viewz`: unknown role"),
        (#"{ "overrides": [{ "rules": {} }] }"#, "`overrides[0].files`: missing"),
        (#"{ "customRules": [{ "id": "x", "pattern": "(", "message": "m" }] }"#, "`customRules[0].pattern`: not a valid regular expression"),
        (#"{ "rules": { } "#, "invalid JSON at line 1"),
        (#"{ "a": 1, "a": 2 }"#, #"duplicate key "a""#),
    ])
    func configurationErrors(config: String, expected: String) throws {
        let (status, stderr) = try run(config: config)
        #expect(status == 2)
        #expect(stderr.contains(".umpire.json"), "names the file: \(stderr)")
        #expect(stderr.contains(expected), "\(stderr)")
    }

    @Test("Comments and trailing commas are fine in the configuration")
    func jsonWithComments() throws {
        let (status, stderr) = try run(config: """
            // team settings
            { "rules": { "no-print": "warning", /* for now */ }, }
            """)
        #expect(status == 0, "\(stderr)")
    }

    @Test("Unknown options, missing paths and bad values exit 2", arguments: [
        (["--frmat", "json"], "unknown option --frmat"),
        (["no/such/folder"], "no/such/folder: no such file or folder"),
        (["--format", "yaml"], #"unknown format "yaml""#),
        (["--only", "no-prnt"], #"--only: unknown rule "no-prnt""#),
        (["--config"], "--config needs a value"),
        (["explain", "no-prnt"], #"unknown rule "no-prnt""#),
        (["--whole-files"], "--whole-files needs --staged or --changed-since"),
    ])
    func argumentErrors(args: [String], expected: String) throws {
        let (status, stderr) = try run(config: nil, args)
        #expect(status == 2)
        #expect(stderr.contains(expected), "\(stderr)")
    }

    @Test("Binary, invalid UTF-8, UTF-16 and empty files do not crash the run")
    func hostileFiles() throws {
        let dir = try Scratch()
        let root = URL(fileURLWithPath: dir.root)
        try Data([0x00, 0x01, 0xFF, 0x00]).write(to: root.appendingPathComponent("Binary.swift"))
        try Data([0xC3, 0x28, 0xFF, 0x0A, 0x70, 0x72, 0x69, 0x6E, 0x74, 0x28, 0x29]).write(to: root.appendingPathComponent("Latin.swift"))
        try Data([0xFF, 0xFE, 0x70, 0x00, 0x72, 0x00]).write(to: root.appendingPathComponent("Utf16.ts"))
        try Data().write(to: root.appendingPathComponent("Empty.sh"))
        let output = dir.umpire(["--format", "json"])
        #expect(output.status == 1, "invalid UTF-8 is lexed as bytes: `print()` is still found")
        #expect(output.stdout.contains(#""message": "binary (contains NUL bytes); not linted""#))
        #expect(output.stdout.contains(#""path": "Latin.swift""#))
    }
}
