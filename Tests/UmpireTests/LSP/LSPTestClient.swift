// A language-server client for tests: runs the built `umpire lsp` in a scratch folder, frames
// what the test sends, and collects what the server says, to wait for by predicate.

import Foundation
import Testing
@testable import UmpireCore
@testable import UmpireEngine

final class LSPTestClient: @unchecked Sendable {
    let dir: Scratch
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [JSONValue] = []
    private var ended = false

    /// `stderrRedirect`: a shell redirection for the server's standard error (`2>&-`,
    /// `2>/dev/full`), to test a server whose log cannot be written.
    init(dir: Scratch, stderrRedirect: String? = nil) throws {
        self.dir = dir
        let binary = try #require(InterruptionTests.binary, "the umpire executable is built with the tests")
        if let stderrRedirect {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" lsp " + stderrRedirect, binary]
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lsp"]
        }
        process.currentDirectoryURL = URL(fileURLWithPath: dir.root)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let fd = output.fileHandleForReading.fileDescriptor
        Thread.detachNewThread { [self] in
            let reader = MessageReader(fd: fd)
            while case let .message(body) = reader.next() {
                let message = (try? JSONCParser.parse(String(decoding: body, as: UTF8.self))) ?? .string("not JSON")
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
    }

    deinit { if process.isRunning { process.terminate() } }

    func uri(_ path: String) -> String { TextDocument.uri(ofPath: FileDiscovery.normalize(dir.root + "/" + path)) }

    func sendRaw(_ bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func send(_ message: JSONValue) {
        let body = Array(message.text.utf8)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "id": JSONValue(id), "method": .string(method), "params": params])
    }

    func notify(_ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// The first message (in arrival order) that `matches`, waiting up to `timeout` seconds.
    func wait(timeout: Double = 10, for matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = received.first(where: matches) { return found }
            if ended || !condition.wait(until: deadline) { return received.first(where: matches) }
        }
    }

    func response(to id: Int) -> JSONValue? { wait { $0["id"] == JSONValue(id) && $0["method"] == nil } }

    /// Every message so far.
    var messages: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    @discardableResult
    func initialize(_ capabilities: JSONValue = [:], workspace: Bool = true) -> JSONValue? {
        let root: JSONValue = workspace ? .string(TextDocument.uri(ofPath: FileDiscovery.normalize(dir.root))) : .null
        request(0, "initialize", ["processId": .null, "rootUri": root, "capabilities": capabilities])
        let answer = response(to: 0)
        notify("initialized")
        return answer
    }

    func open(_ path: String, _ text: String, version: Int = 1) {
        let language = path.hasSuffix(".swift") ? "swift" : path.hasSuffix(".ts") ? "typescript" : "plaintext"
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(path)), "languageId": .string(language),
                                                         "version": JSONValue(version), "text": .string(text)]])
    }

    /// The `publishDiagnostics` for `path` at `version` (any version when nil).
    func diagnostics(_ path: String, version: Int? = nil, timeout: Double = 10) -> [JSONValue]? {
        let uri = uri(path)
        return wait(timeout: timeout) {
            $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
                && (version == nil || $0["params"]?["version"]?.int == version)
        }?["params"]?["diagnostics"]?.array
    }

    /// Every `publishDiagnostics` for `path` so far, in order.
    func published(_ path: String) -> [JSONValue] {
        let uri = uri(path)
        return messages.filter { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }
            .compactMap { $0["params"] }
    }

    /// Shuts down (when asked) and exits; the exit status.
    func finish(shutdown: Bool = true) -> Int32 {
        if shutdown {
            request(999, "shutdown")
            _ = response(to: 999)
        }
        notify("exit")
        process.waitUntilExit()
        return process.terminationStatus
    }
}
