// Messages and paths with %, newlines, `::`, commas and colons must not break any report.

import Foundation
import Testing

@Suite("Hostile messages and paths")
struct HostileOutputTests {
    static let message = #"Use 100% less :: here, then\nstop <now> & \"quote\""#
    static let path = "App/Views/My, odd: 100% file.swift"

    func run(_ format: String) throws -> String {
        let dir = try Scratch()
        try dir.write(".umpire.json", """
            { "customRules": [{ "id": "no-legacy", "pattern": "LegacyClient", "message": "\(Self.message)" }] }
            """)
        try dir.write(Self.path, "let client = LegacyClient()\n")
        let output = dir.umpire(["--format", format])
        #expect(output.status == 1, "\(output.stderr)")
        return output.stdout
    }

    @Test("GitHub commands escape data and properties")
    func github() throws {
        let out = try run("github")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1, "one finding, one command line: \(lines)")
        #expect(out.hasPrefix("::error file=App/Views/My%2C odd%3A 100%25 file.swift,line=1,col=14,"))
        #expect(out.contains("title=no-legacy::Use 100%25 less :: here, then%0Astop <now> & \"quote\""))
    }

    @Test("JSON, SARIF and rdjson stay valid JSON with the text intact")
    func json() throws {
        for format in ["json", "sarif", "rdjson"] {
            let out = try run(format)
            let parsed = try JSONSerialization.jsonObject(with: Data(out.utf8))
            #expect(parsed is [String: Any], "\(format) is not a JSON object")
            #expect(out.contains(#"Use 100% less :: here, then\nstop <now> & \"quote\""#), "\(format) lost the message")
        }
        #expect(try run("sarif").contains(#""uri": "App/Views/My%2C%20odd%3A%20100%25%20file.swift""#))
    }

    @Test("Checkstyle escapes XML; text keeps one line per finding; Markdown escapes markup")
    func xmlTextMarkdown() throws {
        let xml = try run("checkstyle")
        #expect(xml.contains(#"message="Use 100% less :: here, then&#10;stop &lt;now&gt; &amp; &quot;quote&quot;""#))
        let text = try run("text")
        #expect(text.hasPrefix("App/Views/My, odd: 100% file.swift:1:14: error: Use 100% less :: here, then\\u{a}stop"))
        let markdown = try run("markdown")
        #expect(markdown.contains(#"stop \<now\> & "quote" `no-legacy`"#))
    }
}

@Suite("Terminal safety")
struct TerminalSafetyTests {
    @Test("Copy and findings cannot drive the terminal: escapes, C1 controls and bidi overrides are shown, not sent")
    func controlCharacters() throws {
        let dir = try Scratch()
        // A messages file whose copy hides an escape sequence, an 8-bit CSI and a right-to-left override.
        try dir.write("backend/src/notifications/wicket.messages.ts",
                      "export const wicketTitle = \"Wicket\\u{1B}[2J \\u{9B}31m \\u{202E}sseccus\";\n"
                        .replacingOccurrences(of: "\\u{1B}", with: "\u{1B}").replacingOccurrences(of: "\\u{9B}", with: "\u{9B}")
                        .replacingOccurrences(of: "\\u{202E}", with: "\u{202E}"))
        let copy = dir.umpire(["copy"]).stdout
        for forbidden in ["\u{1B}", "\u{9B}", "\u{202E}"] {
            #expect(!copy.contains(forbidden), "umpire copy passes \(forbidden.unicodeScalars.first!.value) through")
        }
        #expect(copy.contains("\\u{1b}[2J") && copy.contains("\\u{9b}") && copy.contains("\\u{202e}"))
    }
}
