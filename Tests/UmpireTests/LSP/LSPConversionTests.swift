// The language server's conversions, without a process: UTF-16 positions, incremental edits,
// URIs, fixes as code actions, suppression comments per language, configuration key ranges.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

@Suite("Language server conversions")
struct LSPConversionTests {
    @Test("Scalar columns and byte offsets become UTF-16 characters; positions past a line's end clamp to it")
    func positions() {
        let text = "a🏏b\r\né\n\n"
        let positions = TextPositions(Array(text.utf8))
        #expect(positions.position(line: 1, column: 3) == (0, 3), "b follows a surrogate pair")
        #expect(positions.position(line: 2, column: 2) == (1, 1))
        #expect(positions.position(ofOffset: 1 + 4) == (0, 3))
        #expect(positions.offset(line: 0, character: 3) == 5)
        #expect(positions.offset(line: 0, character: 2) == 5, "inside the pair: after the character")
        #expect(positions.offset(line: 0, character: 99) == 6, "the line's end, before \\r\\n")
        #expect(positions.offset(line: 1, character: 1) == 10)
        #expect(positions.offset(line: 9, character: 0) == text.utf8.count)
        #expect(positions.lineBreak == "\r\n")
        #expect(TextPositions(Array("\tlet x\n".utf8)).indentation(ofLine: 0) == "\t")
    }

    @Test("Incremental changes apply in order with UTF-16 ranges; a change without a range replaces the text")
    func incrementalEdits() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, bytes: Array("let 🏏 = 1\nprint(🏏)\n".utf8))
        var applied = [document.apply(["range": DiagnosticConversion.range((1, 6), (1, 8)), "text": "score"])]
        applied.append(document.apply(["range": DiagnosticConversion.range((0, 4), (0, 6)), "text": "score"]))
        #expect(String(decoding: document.bytes, as: UTF8.self) == "let score = 1\nprint(score)\n")
        applied.append(document.apply(["range": DiagnosticConversion.range((2, 0), (2, 0)), "text": "// end\n"]))
        #expect(String(decoding: document.bytes, as: UTF8.self).hasSuffix("print(score)\n// end\n"))
        applied.append(document.apply(["text": "x"]))
        #expect(document.bytes == Array("x".utf8))
        #expect(applied == [true, true, true, true])
        let malformed = document.apply(["range": "nonsense"])
        #expect(!malformed)
    }

    @Test("file: URIs are decoded to paths and paths encoded back")
    func uris() {
        #expect(TextDocument.path(ofURI: "file:///tmp/My%20App/Views/%F0%9F%8F%8F.swift") == "/tmp/My App/Views/🏏.swift")
        #expect(TextDocument.path(ofURI: "file://localhost/tmp/a.swift") == "/tmp/a.swift")
        #expect(TextDocument.path(ofURI: "untitled:Untitled-1") == nil)
        #expect(TextDocument.uri(ofPath: "/tmp/My App/a.swift") == "file:///tmp/My%20App/a.swift")
    }

    static let uri = "file:///repo/ios/App/Views/ScoreView.swift"
    static let line = #"    Text("🏏").foregroundColor(.red)"#

    /// A finding with a fix, as a rule with one would report it: replace `foregroundColor`.
    static func fixedFinding(applicability: FixApplicability = .safe) -> Finding {
        let prefix = #"    Text("🏏")."#
        let start = prefix.utf8.count, column = prefix.unicodeScalars.count + 1
        let edit = LocatedFix.Edit(start: start, end: start + 15, startLine: 1, startColumn: column, endLine: 1,
                                   endColumn: column + 15, replacement: "foregroundStyle")
        return Finding(ruleID: "no-foreground-color", area: .iosSwift, severity: .warning, path: "/repo/ios/App/Views/ScoreView.swift",
                       line: 1, column: column, endLine: 1, endColumn: column + 15, message: "Use foregroundStyle.",
                       fix: LocatedFix(title: "Use .foregroundStyle", applicability: applicability, edits: [edit]))
    }

    @Test("A finding's fix travels in the diagnostic's data as LSP edits and comes back as a preferred quickfix")
    func fixAction() throws {
        let bytes = Array((Self.line + "\n").utf8)
        let positions = TextPositions(bytes)
        let diagnostic = DiagnosticConversion.diagnostic(Self.fixedFinding(), in: positions, version: 4, page: nil)
        let character = #"    Text("🏏")."#.utf16.count
        #expect(diagnostic["range"] == DiagnosticConversion.range((0, character), (0, character + 15)))
        #expect(diagnostic["severity"]?.int == 2 && diagnostic["codeDescription"] == nil)
        let fixEdit = try #require(diagnostic["data"]?["fix"]?["edits"]?.array?.first)
        #expect(fixEdit == ["range": DiagnosticConversion.range((0, character), (0, character + 15)), "newText": "foregroundStyle"])

        let document = TextDocument(uri: Self.uri, path: "/repo/ios/App/Views/ScoreView.swift", version: 4, bytes: bytes)
        let actions = CodeActions(document: document, findings: [Self.fixedFinding()], documentChanges: true)
            .actions(for: [diagnostic], only: nil)
        let fix = try #require(actions.first)
        #expect(fix["title"]?.string == "Use .foregroundStyle" && fix["kind"]?.string == "quickfix" && fix["isPreferred"]?.bool == true)
        let change = try #require(fix["edit"]?["documentChanges"]?.array?.first)
        #expect(change["textDocument"] == ["uri": .string(Self.uri), "version": 4])
        #expect(change["edits"] == [fixEdit])
        #expect(actions.map { $0["title"]?.string ?? "" } == ["Use .foregroundStyle", "Suppress no-foreground-color on this line",
                                                             "Explain no-foreground-color", "Apply Umpire's safe fix in this file"])

        // Only asked-for kinds; an unsafe fix is not preferred; a fix for an older version is not offered.
        let source = CodeActions(document: document, findings: [Self.fixedFinding()], documentChanges: false).actions(for: [diagnostic], only: ["source.fixAll"])
        #expect(source.count == 1 && source[0]["edit"]?["changes"]?[Self.uri] == [fixEdit])
        let unsafe = DiagnosticConversion.diagnostic(Self.fixedFinding(applicability: .unsafe), in: positions, version: 4, page: nil)
        let unsafeActions = CodeActions(document: document, findings: nil, documentChanges: false).actions(for: [unsafe], only: ["quickfix"])
        #expect(unsafeActions.first?["isPreferred"]?.bool == false)
        var newer = document
        newer.version = 5
        let stale = CodeActions(document: newer, findings: nil, documentChanges: false).actions(for: [diagnostic], only: nil)
        #expect(!stale.contains { $0["title"]?.string == "Use .foregroundStyle" })
    }

    @Test("Fix edits follow the buffer's CRLF line breaks")
    func crlfFix() throws {
        let bytes = Array("let a = 1\r\nlet b = 2\r\n".utf8)
        let fix = LocatedFix(title: "Add a line", applicability: .safe, edits: [
            LocatedFix.Edit(start: 11, end: 11, startLine: 2, startColumn: 1, endLine: 2, endColumn: 1, replacement: "// note\n"),
        ])
        let data = DiagnosticConversion.fixData(fix, in: TextPositions(bytes))
        #expect(data["edits"]?.array?.first?["newText"]?.string == "// note\r\n")
        #expect(data["edits"]?.array?.first?["range"] == DiagnosticConversion.range((1, 0), (1, 0)))
    }

    @Test("The suppression comment uses the file's comment syntax and the line's indentation", arguments: [
        ("infra/migrate.sh", "  aws dynamodb scan\n", "  # umpire:disable-next-line gsi-documented -- reason\n"),
        ("ios/App/Info.plist", "\t<key>NSSupportsLiveActivities</key>\n", "\t<!-- umpire:disable-next-line gsi-documented -- reason -->\n"),
        ("backend/src/a.ts", "    scan()\n", "    // umpire:disable-next-line gsi-documented -- reason\n"),
    ])
    func suppressionSyntax(path: String, text: String, expected: String) throws {
        let document = TextDocument(uri: "file:///repo/" + path, path: "/repo/" + path, version: 1, bytes: Array(text.utf8))
        let diagnostic: JSONValue = ["range": DiagnosticConversion.range((0, 2), (0, 4)), "code": "gsi-documented", "source": "umpire",
                                     "data": ["rule": "gsi-documented", "version": 1]]
        let actions = CodeActions(document: document, findings: nil, documentChanges: false).actions(for: [diagnostic], only: nil)
        let suppress = try #require(actions.first { $0["title"]?.string == "Suppress gsi-documented on this line" })
        #expect(suppress["edit"]?["changes"]?[document.uri]?.array?.first?["newText"]?.string == expected)
    }

    @Test("In a shell script the suppression goes above the command a finding's line continues")
    func suppressionAboveContinuedCommand() throws {
        let text = "set -e\n  aws dynamodb create-table --table-name t \\\n    --global-secondary-indexes file://gsi.json\n"
        let document = TextDocument(uri: "file:///repo/infra/migrate-001-t.sh", path: "/repo/infra/migrate-001-t.sh", version: 1, bytes: Array(text.utf8))
        let diagnostic: JSONValue = ["range": DiagnosticConversion.range((2, 4), (2, 30)), "code": "gsi-documented", "source": "umpire",
                                     "data": ["rule": "gsi-documented", "version": 1]]
        let actions = CodeActions(document: document, findings: nil, documentChanges: false).actions(for: [diagnostic], only: nil)
        let suppress = try #require(actions.first { $0["title"]?.string == "Suppress gsi-documented on this line" })
        let edit = try #require(suppress["edit"]?["changes"]?[document.uri]?.array?.first)
        #expect(edit["range"] == DiagnosticConversion.range((1, 0), (1, 0)))
        #expect(edit["newText"]?.string == "  # umpire:disable-next-line gsi-documented -- reason\n")
    }

    @Test("Configuration key paths are found where they are written, or at the deepest part that exists")
    func keyLocator() throws {
        let text = Array("""
            {
              /* note */ "overrides": [
                { "files": ["a/**"] },
                { "files": ["b/**"], "rules": { "no-print": { "severity": "loud" } } },
              ],
            }
            """.utf8)
        func located(_ path: String) -> String? {
            KeyLocator.span(of: path, in: text).map { String(decoding: text[$0], as: UTF8.self) }
        }
        #expect(KeyLocator.steps("overrides[1].rules.no-print") == [.key("overrides"), .index(1), .key("rules"), .key("no-print")])
        #expect(located("overrides[1].rules.no-print.severity") == "\"severity\"")
        #expect(located("overrides[1].rules.no-print") == "\"no-print\"")
        #expect(located("overrides[0].rules") == "{", "the element, when its key is missing")
        #expect(located("customRules") == nil)
    }

    @Test("Messages are written as compact JSON with integer ids and escapes")
    func jsonText() throws {
        let message = RPC.response(id: 7, result: ["text": "a\"b\n🏏", "n": .number(1.5), "list": [true, .null]])
        #expect(message.text == #"{"jsonrpc":"2.0","id":7,"result":{"text":"a\"b\n🏏","n":1.5,"list":[true,null]}}"#)
        #expect(try JSONCParser.parse(message.text) == message)
    }

    @Test("JSON-RPC messages are told apart: requests, notifications, responses and the invalid")
    func classify() {
        func parse(_ text: String) -> IncomingMessage { IncomingMessage.parse(Array(text.utf8)) }
        guard case .request(id: 3, method: "shutdown", params: .null) = parse(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) else {
            Issue.record("request")
            return
        }
        guard case .notification(method: "exit", _) = parse(#"{"jsonrpc":"2.0","method":"exit"}"#) else { Issue.record("notification"); return }
        guard case .response(id: "umpire-1", error: nil) = parse(#"{"jsonrpc":"2.0","id":"umpire-1","result":null}"#) else {
            Issue.record("response")
            return
        }
        guard case .invalid(id: .null, code: .parseError, _) = parse("{") else { Issue.record("parse error"); return }
        guard case .invalid(id: .null, code: .invalidRequest, _) = parse("[1]") else { Issue.record("batch"); return }
        guard case .invalid(id: 4, code: .invalidRequest, _) = parse(#"{"id":4,"method":"x","params":3}"#) else { Issue.record("params"); return }
    }
}
