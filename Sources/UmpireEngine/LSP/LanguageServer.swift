// The server's state and its answers: lifecycle, requests and notifications. Messages arrive
// one at a time, in order; linting runs on `LintQueue` and comes back here to be published.

import Foundation
import UmpireCore

/// A request the server cannot answer as asked: the error the client gets.
struct RequestFailure: Error {
    let code: RPCErrorCode
    let message: String
}

actor LanguageServer {
    enum Phase { case waiting, running, shutDown }

    /// The latest diagnostics accepted for an open document.
    struct Published {
        let version: Int
        let generation: Int
        let project: Bool
        let findings: [Finding]
        let diagnostics: [JSONValue]
    }

    let tool: CommandLineTool
    let writer: MessageWriter
    let lints = LintQueue()
    let board = VersionBoard()
    /// How long typing must pause before a changed buffer is linted.
    let debounceNanoseconds: UInt64
    let descriptions: [String: RuleDescription]
    let projectRoots = ProjectRoots()

    var phase = Phase.waiting
    var client = ClientCapabilities()
    /// The workspace folders; project lints and configuration searches start from them.
    var roots: [String] = []
    var documents: [String: TextDocument] = [:]
    var published: [String: Published] = [:]
    var pendingLints: [String: Task<Void, Never>] = [:]
    /// The version each document's latest lint was scheduled for.
    var scheduledVersions: [String: Int] = [:]
    var projectLints: [String: Task<Void, Never>] = [:]
    /// `textDocument/diagnostic` requests waiting for their document's current version.
    var pendingPulls: [String: [JSONValue]] = [:]
    /// Bumped when the configuration changes, so results of the new one win.
    var generation = 0
    var lastValid: [String: Configuration] = [:]
    /// The diagnostic each broken configuration file shows, by path.
    var configurationProblems: [String: JSONValue] = [:]
    private var nextRequestID = 0

    @_optimize(none)
    init(tool: CommandLineTool, writer: MessageWriter, debounceNanoseconds: UInt64 = 150_000_000) {
        self.tool = tool
        self.writer = writer
        self.debounceNanoseconds = debounceNanoseconds
        var descriptions: [String: RuleDescription] = [:]
        for description in tool.descriptions { descriptions[description.id] = description }
        self.descriptions = descriptions
    }

    /// 0 after `shutdown`, 1 otherwise, as the specification asks of `exit`.
    var exitStatus: Int32 { phase == .shutDown ? 0 : 1 }

    @_optimize(none)
    func receive(_ message: IncomingMessage) {
        switch message {
        case let .request(id, method, params):
            do {
                if let result = try answer(id: id, method: method, params: params) {
                    writer.send(RPC.response(id: id, result: result))
                }
            } catch let failure as RequestFailure {
                writer.send(RPC.error(id: id, failure.code, failure.message))
            } catch {
                writer.send(RPC.error(id: id, .internalError, "\(error)"))
            }
        case let .notification(method, params):
            // Before `initialize` and after `shutdown`, notifications are dropped (`exit` ends the reader).
            guard phase == .running else { return }
            handle(method: method, params: params)
        case let .response(id, error):
            if let error { log("the client answered request \(id.text) with an error: \(error.text)") }
        case let .invalid(id, code, reason):
            log(reason)
            writer.send(RPC.error(id: id, code, reason))
        }
    }

    /// The result of a request, or nil when it is answered later (a pull waiting for a lint).
    @_optimize(none)
    private func answer(id: JSONValue, method: String, params: JSONValue) throws -> JSONValue? {
        switch phase {
        case .waiting where method != "initialize":
            throw RequestFailure(code: .serverNotInitialized, message: "the server is not initialized: send initialize first")
        case .shutDown:
            throw RequestFailure(code: .invalidRequest, message: "the server is shut down: only exit is accepted")
        default:
            break
        }
        switch method {
        case "initialize":
            guard phase == .waiting else { throw RequestFailure(code: .invalidRequest, message: "initialize was already received") }
            return initialize(params)
        case "shutdown":
            phase = .shutDown
            for task in pendingLints.values { task.cancel() }
            for task in projectLints.values { task.cancel() }
            // Their lints are cancelled: no pull may wait for an answer that never comes.
            for id in pendingPulls.values.joined() { writer.send(RPC.error(id: id, .requestCancelled, "the server is shutting down")) }
            pendingPulls = [:]
            return .null
        case "textDocument/codeAction":
            return try codeActions(params)
        case "textDocument/diagnostic":
            return try pull(id: id, params)
        case "workspace/executeCommand":
            return try execute(params)
        default:
            throw RequestFailure(code: .methodNotFound, message: "umpire does not handle \(method)")
        }
    }

    @_optimize(none)
    private func handle(method: String, params: JSONValue) {
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles":
            let paths = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(TextDocument.path(ofURI:)) }
            configurationChanged(paths.filter { $0.hasSuffix("/.umpire.json") })
        case "$/cancelRequest":
            if let id = params["id"] { cancelPull(id) }
        default:
            // Unknown notifications are ignored, as the specification asks (`$/` ones above all).
            break
        }
    }

    @_optimize(none)
    private func initialize(_ params: JSONValue) -> JSONValue {
        client = ClientCapabilities(params["capabilities"])
        let folders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(TextDocument.path(ofURI:)) }
        let root = params["rootUri"]?.string.flatMap(TextDocument.path(ofURI:)) ?? params["rootPath"]?.string
        // Without a workspace, each file's own project stands in (see `root(containing:)`).
        roots = (folders.isEmpty ? root.map { [FileDiscovery.normalize($0.hasPrefix("/") ? $0 : tool.cwd + "/" + $0)] } ?? [] : folders)
            .filter { $0 != "/" }
        phase = .running
        return ["capabilities": ServerCapabilities.json,
                "serverInfo": ["name": "umpire", "version": .string(JSONReporter.toolVersion)]]
    }

    /// Asks to hear about `.umpire.json` changes made outside the editor (a checkout, a pull).
    @_optimize(none)
    private func registerWatchers() {
        guard client.registersWatchedFiles else { return }
        let watcher: JSONValue = ["globPattern": "**/.umpire.json"]
        request("client/registerCapability", ["registrations": [[
            "id": "umpire-configuration", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": [watcher]],
        ]]])
    }

    @_optimize(none)
    private func codeActions(_ params: JSONValue) throws -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let context = params["context"] else {
            throw RequestFailure(code: .invalidParams, message: "codeAction needs textDocument.uri and context")
        }
        guard let document = documents[uri] else { return [] }
        let current = published[uri].flatMap { $0.version == document.version ? $0.findings : nil }
        let actions = CodeActions(document: document, findings: current, documentChanges: client.takesVersionedEdits)
        return .array(actions.actions(for: context["diagnostics"]?.array ?? [], only: context["only"]?.array?.compactMap(\.string)))
    }

    /// `umpire.explain RULE`: the rule's page in the browser when the client can open one, else
    /// its explanation as a message.
    @_optimize(none)
    private func execute(_ params: JSONValue) throws -> JSONValue {
        guard params["command"]?.string == CodeActions.explainCommand else {
            throw RequestFailure(code: .invalidParams, message: "unknown command \(params["command"]?.text ?? "null") (commands: \(CodeActions.explainCommand))")
        }
        guard let id = params["arguments"]?.array?.first?.string else {
            throw RequestFailure(code: .invalidParams, message: "\(CodeActions.explainCommand) takes a rule id")
        }
        let custom = lastValid.values.flatMap(\.customRules).map(\.description)
        guard let description = descriptions[id] ?? custom.first(where: { $0.id == id }) else {
            throw RequestFailure(code: .invalidParams, message: "unknown rule \"\(id)\"")
        }
        if client.showsDocuments, let url = RulePage.url(description) {
            request("window/showDocument", ["uri": .string(url), "external": true])
        } else {
            writer.send(RPC.notification("window/showMessage", ["type": 3, "message": .string(RulesCommand.explain(description))]))
        }
        return .null
    }

    /// Sends a request to the client; its answer is only checked for an error.
    @_optimize(none)
    func request(_ method: String, _ params: JSONValue) {
        nextRequestID += 1
        writer.send(RPC.request(id: .string("umpire-\(nextRequestID)"), method, params))
    }

    /// For the person reading the editor's log.
    @_optimize(none)
    func logMessage(_ text: String) {
        writer.send(RPC.notification("window/logMessage", ["type": 3, "message": .string("umpire: " + text)]))
    }

    /// For the person reading the server's own log. A closed or full standard error loses the
    /// line, never the session.
    @_optimize(none)
    nonisolated func log(_ text: String) {
        Self.writeLogLine("umpire lsp: \(text)", to: STDERR_FILENO)
    }

    /// One line to a descriptor that may be closed, full or a pipe nobody reads: written only
    /// when it can take it now, and at most one pipe buffer's worth (which a pipe takes whole),
    /// so the server never blocks on its log.
    @_optimize(none)
    static func writeLogLine(_ line: String, to fd: Int32) {
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        guard poll(&ready, 1, 0) == 1, ready.revents & Int16(POLLOUT) != 0 else { return }
        var bytes = Array(line.utf8.prefix(Int(PIPE_BUF) - 1))
        bytes.append(ASCII.lf)
        // One call, whatever it manages: a log line is worth less than the session.
        _ = bytes.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
    }
}

/// Each open document's current version, readable from the lint queue: a job whose buffer has
/// changed since it was queued is skipped, so fast typing never builds a backlog.
final class VersionBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var versions: [String: Int] = [:]

    @_optimize(none)
    func set(_ key: String, _ version: Int?) {
        lock.lock()
        defer { lock.unlock() }
        versions[key] = version
    }

    @_optimize(none)
    func version(of key: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return versions[key]
    }
}
