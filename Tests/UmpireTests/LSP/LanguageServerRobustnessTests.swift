// What an editor must never see the server do: die on a bad configuration or a bad message,
// answer out of turn, or exit with the wrong status.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine
import UmpireRules

@Suite("Language server, robustness")
struct LanguageServerRobustnessTests {
    @Test("A bad .umpire.json is one diagnostic at the key it names; the server keeps linting and answering; fixing it clears it")
    func badConfiguration() throws {
        let client = try LanguageServerTests.start()
        let broken = """
            {
              // a typo in a rule id
              "rules": {
                "no-prnt": "off"
              }
            }

            """
        try client.dir.write(".umpire.json", broken)
        client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = try #require(client.wait { $0["method"]?.string == "client/registerCapability" })
        #expect(registration["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"] == [["globPattern": "**/.umpire.json"]])
        client.send(["jsonrpc": "2.0", "id": registration["id"]!, "result": .null])
        // Open in the editor too: its lint must never replace the problem with an empty list.
        client.open(".umpire.json", broken)
        client.open(LanguageServerTests.viewPath, LanguageServerTests.view)
        let problems = try #require(client.diagnostics(".umpire.json"))
        try #require(problems.count == 1)
        #expect(problems[0]["range"] == DiagnosticConversion.range((3, 4), (3, 13)), "at \"no-prnt\": \(problems[0])")
        #expect(problems[0]["message"]?.string?.contains(#"did you mean "no-print"?"#) == true)
        // Linted with the defaults meanwhile, and still answering.
        #expect(LanguageServerTests.noPrint(client.diagnostics(LanguageServerTests.viewPath, version: 1)).count == 2)
        #expect(client.published(".umpire.json").allSatisfy { $0["diagnostics"]?.array?.count == 1 })
        client.request(1, "textDocument/codeAction", ["textDocument": ["uri": .string(client.uri(LanguageServerTests.viewPath))],
                                                      "range": DiagnosticConversion.range((0, 0), (0, 0)), "context": ["diagnostics": []]])
        #expect(client.response(to: 1)?["result"] != nil)

        try client.dir.write(".umpire.json", #"{ "rules": { "no-print": "off" } }"#)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri(".umpire.json")), "type": 2]]])
        #expect(client.wait { $0["params"]?["uri"]?.string == client.uri(".umpire.json") && $0["params"]?["diagnostics"] == [] } != nil)
        let relinted = client.wait { message in
            message["params"]?["uri"]?.string == client.uri(LanguageServerTests.viewPath) && message["params"]?["diagnostics"]?.array?.isEmpty == true
        }
        #expect(relinted != nil, "no-print is off now")
        #expect(client.finish() == 0)
    }

    @Test("Invalid JSON in .umpire.json points where it stops parsing; saving it is a reload")
    func configurationSyntax() throws {
        let client = try LanguageServerTests.start()
        try client.dir.write(".umpire.json", "{\n  \"rules\": { \"no-print\": \"off\" \n  \"exclude\": []\n}\n")
        client.initialize()
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(client.uri(".umpire.json"))]])
        let problem = try #require(client.diagnostics(".umpire.json")?.first)
        #expect(problem["range"]?["start"] == DiagnosticConversion.position((2, 2)), "\(problem)")
        #expect(client.finish() == 0)
    }

    @Test("Malformed JSON, a frame without Content-Length, unknown methods and early requests are answered or skipped")
    func malformedMessages() throws {
        let client = try LanguageServerTests.start()
        client.request(1, "textDocument/codeAction")
        #expect(client.response(to: 1)?["error"]?["code"]?.int == RPCErrorCode.serverNotInitialized.rawValue)
        client.initialize()
        client.sendRaw(Array("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
        #expect(client.wait { $0["id"] == .null && $0["error"]?["code"]?.int == RPCErrorCode.parseError.rawValue } != nil)
        client.sendRaw(Array("Content-Type: application/json\r\n\r\n".utf8))
        client.sendRaw(Array("stray}".utf8))
        client.notify("$/unknownNotification", ["x": 1])
        client.notify("textDocument/didOpen", ["textDocument": "not an object"])
        client.request(2, "textDocument/hover", ["textDocument": ["uri": "file:///x.swift"], "position": ["line": 0, "character": 0]])
        #expect(client.response(to: 2)?["error"]?["code"]?.int == RPCErrorCode.methodNotFound.rawValue)
        client.send(["jsonrpc": "2.0", "id": ["not": "an id"], "method": "shutdown"])
        #expect(client.wait { $0["id"] == .null && $0["error"]?["code"]?.int == RPCErrorCode.invalidRequest.rawValue } != nil)
        client.request(3, "initialize", ["capabilities": [:]])
        #expect(client.response(to: 3)?["error"]?["code"]?.int == RPCErrorCode.invalidRequest.rawValue)
        // Every answer so far is a framed JSON object; nothing else reached standard output.
        #expect(client.messages.allSatisfy { if case .object = $0 { true } else { false } })
        #expect(client.finish() == 0)
    }

    @Test("A buffer over the size limit is not linted but the server goes on")
    func hugeBuffer() throws {
        let client = try LanguageServerTests.start()
        client.initialize()
        let line = "let score = \"\(String(repeating: "6", count: 100))\"\n"
        client.open("ios/App/Big.swift", String(repeating: line, count: 30_000) + "func f() { print(1) }\n")
        #expect(client.diagnostics("ios/App/Big.swift", version: 1) == [])
        client.open(LanguageServerTests.viewPath, LanguageServerTests.view)
        #expect(LanguageServerTests.noPrint(client.diagnostics(LanguageServerTests.viewPath, version: 1)).count == 2)
        #expect(client.finish() == 0)
    }

    @Test("exit after shutdown is status 0; exit without it, or the input ending, is 1; requests after shutdown are refused")
    func exitCodes() throws {
        let polite = try LanguageServerTests.start()
        polite.initialize()
        polite.request(1, "shutdown")
        #expect(polite.response(to: 1)?["result"] == .null)
        polite.request(2, "textDocument/codeAction", [:])
        #expect(polite.response(to: 2)?["error"]?["code"]?.int == RPCErrorCode.invalidRequest.rawValue)
        #expect(polite.finish(shutdown: false) == 0)

        let abrupt = try LanguageServerTests.start()
        abrupt.initialize()
        #expect(abrupt.finish(shutdown: false) == 1)
    }
}
