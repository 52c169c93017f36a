// `umpire lsp` driven over JSON-RPC as an editor drives it: the built binary in a scratch
// repository, diagnostics from the buffer, code actions, and the lifecycle's exit codes.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Language server")
struct LanguageServerTests {
    static let viewPath = "ios/App/Views/ScoreView.swift"
    static let reloadLine = "    func reload() { print(state) }"
    static let shareLine = #"    func share() { let emoji = "🏏"; print(emoji) }"#
    static let view = """
        import SwiftUI

        struct ScoreView: View {
            let state: String

            var body: some View {
                Text(state)
            }

        \(reloadLine)
        \(shareLine)
        }

        """

    static func noPrint(_ diagnostics: [JSONValue]?) -> [JSONValue] {
        (diagnostics ?? []).filter { $0["code"]?.string == "no-print" }
    }

    static func start() throws -> LSPTestClient { try LSPTestClient(dir: Scratch(git: true)) }

    @Test("initialize advertises what the server implements; didOpen publishes no-print with UTF-16 ranges, code and page")
    func publishesFromTheBuffer() throws {
        let client = try Self.start()
        let capabilities = try #require(client.initialize()?["result"]?["capabilities"])
        #expect(capabilities["textDocumentSync"]?["change"]?.int == 2)
        #expect(capabilities["diagnosticProvider"]?["interFileDependencies"]?.bool == true)
        #expect(capabilities["codeActionProvider"]?["codeActionKinds"] == ["quickfix", "source.fixAll.umpire"])
        #expect(capabilities["executeCommandProvider"]?["commands"] == ["umpire.explain"])
        #expect(capabilities["hoverProvider"] == nil && capabilities["completionProvider"] == nil)

        // The file is not on disk: the buffer is what gets linted.
        client.open(Self.viewPath, Self.view)
        let found = Self.noPrint(client.diagnostics(Self.viewPath, version: 1))
        try #require(found.count == 2, "\(found)")
        let reload = found[0], share = found[1]
        let reloadStart = "    func reload() { ".utf16.count
        #expect(reload["range"] == DiagnosticConversion.range((9, reloadStart), (9, reloadStart + 5)))
        #expect(reload["severity"]?.int == 1 && reload["source"]?.string == "umpire")
        #expect(reload["codeDescription"]?["href"]?.string == RulePage.url(NoPrint.description))
        #expect(reload["message"]?.string?.contains("print()") == true)
        // 🏏 is one scalar, two UTF-16 units: the column Umpire reports moves by one.
        let shareStart = #"    func share() { let emoji = "🏏"; "#.utf16.count
        #expect(shareStart == #"    func share() { let emoji = "🏏"; "#.unicodeScalars.count + 1)
        #expect(share["range"]?["start"] == DiagnosticConversion.position((10, shareStart)))
        #expect(client.finish() == 0)
    }

    @Test("An incremental didChange that removes the prints publishes no no-print for the new version")
    func changeClearsFindings() throws {
        let client = try Self.start()
        client.initialize()
        client.open(Self.viewPath, Self.view)
        #expect(Self.noPrint(client.diagnostics(Self.viewPath, version: 1)).count == 2)
        // Replace both function lines (9 and 10) with one quiet line, by range.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri(Self.viewPath)), "version": 2],
            "contentChanges": [["range": DiagnosticConversion.range((9, 0), (10, Self.shareLine.utf16.count)),
                                "text": "    func reload() { logger.debug(\"reload\") }"]],
        ])
        let after = try #require(client.diagnostics(Self.viewPath, version: 2))
        #expect(Self.noPrint(after).isEmpty, "\(after)")
        #expect(client.finish() == 0)
    }

    @Test("Rapid edits: versions are published in order, never an older one after a newer one, ending with the last")
    func staleVersionsDropped() throws {
        let client = try Self.start()
        client.initialize()
        client.open(Self.viewPath, Self.view)
        let uri = JSONValue.string(client.uri(Self.viewPath))
        for version in 2...30 {
            // Odd versions add a print on line 1, even ones take it away.
            let change: JSONValue = version % 2 == 1
                ? ["range": DiagnosticConversion.range((1, 0), (1, 0)), "text": "func f() { print(1) }"]
                : ["range": DiagnosticConversion.range((1, 0), (1, "func f() { print(1) }".utf16.count)), "text": ""]
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": JSONValue(version)], "contentChanges": [change]])
        }
        let last = try #require(client.diagnostics(Self.viewPath, version: 30))
        #expect(Self.noPrint(last).count == 2)
        let versions = client.published(Self.viewPath).compactMap { $0["version"]?.int }
        #expect(versions == versions.sorted() && Set(versions).count == versions.count, "\(versions)")
        #expect(versions.count < 10, "debounced: \(versions)")
        #expect(client.finish() == 0)
    }

    @Test("Code actions: suppress inserts the comment above with the line's indentation; explain opens the rule's page")
    func codeActions() throws {
        let client = try Self.start()
        client.initialize(["window": ["showDocument": ["support": true]]])
        client.open(Self.viewPath, Self.view)
        let reload = try #require(Self.noPrint(client.diagnostics(Self.viewPath, version: 1)).first)
        client.request(1, "textDocument/codeAction", ["textDocument": ["uri": .string(client.uri(Self.viewPath))],
                                                      "range": reload["range"]!, "context": ["diagnostics": [reload]]])
        let actions = try #require(client.response(to: 1)?["result"]?.array)
        let suppress = try #require(actions.first { $0["title"]?.string == "Suppress no-print on this line" })
        #expect(suppress["kind"]?.string == "quickfix")
        let edit = try #require(suppress["edit"]?["changes"]?[client.uri(Self.viewPath)]?.array?.first)
        #expect(edit["range"] == DiagnosticConversion.range((9, 0), (9, 0)))
        #expect(edit["newText"]?.string == "    // umpire:disable-next-line no-print -- reason\n")
        let explain = try #require(actions.first { $0["title"]?.string == "Explain no-print" })
        #expect(explain["command"]?["command"]?.string == "umpire.explain" && explain["command"]?["arguments"] == ["no-print"])

        // The suppression, applied, silences that finding and only that one.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(client.uri(Self.viewPath)), "version": 2],
                                                 "contentChanges": [["range": edit["range"]!, "text": edit["newText"]!]]])
        let after = try #require(client.diagnostics(Self.viewPath, version: 2))
        #expect(Self.noPrint(after).map { $0["range"]?["start"]?["line"]?.int } == [11], "\(after)")
        #expect(!after.contains { $0["code"]?.string == "unused-suppression" })

        client.request(2, "workspace/executeCommand", ["command": "umpire.explain", "arguments": ["no-print"]])
        let show = try #require(client.wait { $0["method"]?.string == "window/showDocument" })
        #expect(show["params"]?["uri"]?.string == RulePage.url(NoPrint.description) && show["params"]?["external"]?.bool == true)
        client.send(["jsonrpc": "2.0", "id": show["id"]!, "result": ["success": true]])
        #expect(client.response(to: 2)?["result"] == .null)
        #expect(client.finish() == 0)
    }

    @Test("Explain without window/showDocument shows the explanation as a message")
    func explainAsMessage() throws {
        let client = try Self.start()
        client.initialize()
        client.request(1, "workspace/executeCommand", ["command": "umpire.explain", "arguments": ["no-print"]])
        let shown = try #require(client.wait { $0["method"]?.string == "window/showMessage" })
        #expect(shown["params"]?["message"]?.string?.hasPrefix("no-print — ") == true)
        #expect(client.response(to: 1)?["result"] == .null)
        client.request(2, "workspace/executeCommand", ["command": "umpire.explain", "arguments": ["no-prnt"]])
        #expect(client.response(to: 2)?["error"]?["code"]?.int == RPCErrorCode.invalidParams.rawValue)
        #expect(client.finish() == 0)
    }

    @Test("A client that pulls diagnostics gets them from textDocument/diagnostic, not pushed")
    func pullDiagnostics() throws {
        let client = try Self.start()
        client.initialize(["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]])
        client.open(Self.viewPath, Self.view)
        client.request(1, "textDocument/diagnostic", ["textDocument": ["uri": .string(client.uri(Self.viewPath))]])
        let report = try #require(client.response(to: 1)?["result"])
        #expect(report["kind"]?.string == "full")
        #expect(Self.noPrint(report["items"]?.array).count == 2)
        #expect(client.published(Self.viewPath).isEmpty)

        // A pull right after an edit waits for the edited version's lint, not the last one's.
        let uri = JSONValue.string(client.uri(Self.viewPath))
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["text": "struct Quiet {}\n"]]])
        client.request(2, "textDocument/diagnostic", ["textDocument": ["uri": uri]])
        #expect(client.response(to: 2)?["result"]?["items"] == [])
        // A pull still waiting can be cancelled.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3],
                                                 "contentChanges": [["text": "func f() { print(1) }\n"]]])
        client.request(3, "textDocument/diagnostic", ["textDocument": ["uri": uri]])
        client.notify("$/cancelRequest", ["id": 3])
        #expect(client.response(to: 3)?["error"]?["code"]?.int == RPCErrorCode.requestCancelled.rawValue)
        #expect(client.finish() == 0)
    }

    @Test("Cross-file rules run on save, with the project on disk and the buffer in place of its file (without a workspace: the file's project)",
          arguments: [true, false])
    func projectContextOnSave(workspace: Bool) throws {
        let client = try Self.start()
        try client.dir.write("backend/src/schemas/followSchema.ts", """
            export const FollowSchema = z.object({ userId: z.string(), matchId: z.string(), teamId: z.string() });

            """)
        let typesPath = "backend/src/stores/followStore.ts"
        let types = """
            import type { Follow } from "../schemas/followSchema";

            type FollowRecord = {
              userId: string;
              matchId: string;
              teamId: string;
            };

            """
        try client.dir.write(typesPath, "export const placeholder = 1;\n")
        client.initialize(workspace: workspace)
        client.open(typesPath, types)
        let onChange = try #require(client.diagnostics(typesPath, version: 1))
        #expect(!onChange.contains { $0["code"]?.string == "zod-duplicate-type" }, "a single buffer does not see the schema")
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(client.uri(typesPath))]])
        let onSave = client.wait { message in
            message["method"]?.string == "textDocument/publishDiagnostics" && message["params"]?["uri"]?.string == client.uri(typesPath)
                && message["params"]?["diagnostics"]?.array?.contains { $0["code"]?.string == "zod-duplicate-type" } == true
        }
        let duplicate = try #require(onSave?["params"]?["diagnostics"]?.array?.first { $0["code"]?.string == "zod-duplicate-type" })
        #expect(duplicate["range"]?["start"]?["line"]?.int == 2, "the buffer's line, not the file's: \(duplicate)")
        #expect(client.finish() == 0)
    }
}
