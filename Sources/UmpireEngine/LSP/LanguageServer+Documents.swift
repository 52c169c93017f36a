// Open documents and their diagnostics: buffers kept in sync, lints scheduled (a pause after
// typing, at once on open, the whole project on save), results published only while current.

import Foundation
import UmpireCore

extension LanguageServer {
    @_optimize(none)
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        let document = TextDocument(uri: uri, path: TextDocument.path(ofURI: uri), version: item["version"]?.int ?? 0, bytes: Array(text.utf8))
        documents[uri] = document
        board.set(uri, document.version)
        if let path = document.path, path.hasSuffix("/.umpire.json") {
            // Opening it changes nothing on disk: check it, but the documents need no new lint.
            configurationChanged([path], relint: false)
        }
        scheduleLint(uri, after: 0)
    }

    @_optimize(none)
    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        for change in params["contentChanges"]?.array ?? [] where !document.apply(change) {
            log("\(uri): a change without text or with a malformed range was ignored: \(change.text.prefix(200))")
        }
        document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
        documents[uri] = document
        board.set(uri, document.version)
        scheduleLint(uri, after: debounceNanoseconds)
    }

    @_optimize(none)
    func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = TextDocument.path(ofURI: uri) else { return }
        if path.hasSuffix("/.umpire.json") {
            configurationChanged([path])
        } else if let root = root(containing: path) {
            scheduleProjectLint(root)
        } else if documents[uri] != nil {
            scheduleLint(uri, after: 0)
        }
    }

    @_optimize(none)
    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        documents[uri] = nil
        published[uri] = nil
        board.set(uri, nil)
        pendingLints.removeValue(forKey: uri)?.cancel()
        scheduledVersions[uri] = nil
        for id in pendingPulls.removeValue(forKey: uri) ?? [] { writer.send(RPC.response(id: id, result: Self.report([]))) }
        if !client.pullsDiagnostics, let path = TextDocument.path(ofURI: uri), Self.isLintable(path) {
            publish(uri: uri, version: nil, diagnostics: [])
        }
    }

    /// Whether Umpire lints the file; others (`.umpire.json` above all, whose diagnostics are its
    /// configuration problems) get no lint results that would hide those.
    @_optimize(none)
    static func isLintable(_ path: String) -> Bool { Language.of(path: path) != nil }

    /// Where a save lints the whole project: the workspace folder holding `path`, else the
    /// project it belongs to (its nearest `.git`, `Package.swift`, `package.json` or Xcode
    /// project); nil outside any, where walking the disk from `/` would never end.
    @_optimize(none)
    func root(containing path: String) -> String? {
        if let folder = roots.filter({ FileDiscovery.isInside(path, $0) }).max(by: { $0.count < $1.count }) { return folder }
        let project = projectRoots.root(ofFile: path)
        return project == "/" ? nil : project
    }

    @_optimize(none)
    func scheduleLint(_ uri: String, after delay: UInt64) {
        guard let document = documents[uri], let path = document.path, Self.isLintable(path) else { return }
        scheduledVersions[uri] = document.version
        pendingLints[uri]?.cancel()
        pendingLints[uri] = Task {
            if delay > 0 {
                try? await Task.sleep(nanoseconds: delay)
                if Task.isCancelled { return }
            }
            await self.lintBuffer(uri)
        }
    }

    @_optimize(none)
    func scheduleProjectLint(_ root: String) {
        projectLints[root]?.cancel()
        let key = "project\u{0}" + root
        let ticket = (board.version(of: key) ?? 0) + 1
        board.set(key, ticket)
        projectLints[root] = Task {
            // Saving several files at once (save all) lints the project once.
            try? await Task.sleep(nanoseconds: 50_000_000)
            if Task.isCancelled { return }
            await self.lintProject(root, ticket: ticket)
        }
    }

    @_optimize(none)
    private func lintBuffer(_ uri: String) async {
        guard let document = documents[uri], let path = document.path else { return }
        let snapshot = BufferSnapshot(uri: uri, path: path, version: document.version, bytes: document.bytes)
        let job = LintJob(scope: .buffer(snapshot), cwd: root(containing: path) ?? ProjectRoots.parent(of: path),
                          builtIn: tool.builtIn, lastValid: lastValid, generation: generation)
        let board = self.board
        guard let outcome = await lints.run(job, isCurrent: { board.version(of: uri) == snapshot.version }) else { return }
        accept(outcome, for: job.buffers, generation: job.generation, project: false)
    }

    @_optimize(none)
    private func lintProject(_ root: String, ticket: Int) async {
        let open = documents.values.compactMap { document -> BufferSnapshot? in
            guard let path = document.path, Self.isLintable(path), FileDiscovery.isInside(path, root) else { return nil }
            return BufferSnapshot(uri: document.uri, path: path, version: document.version, bytes: document.bytes)
        }
        let job = LintJob(scope: .project(root: root, open: open), cwd: root, builtIn: tool.builtIn, lastValid: lastValid,
                          generation: generation)
        let board = self.board, key = "project\u{0}" + root
        guard let outcome = await lints.run(job, isCurrent: { board.version(of: key) == ticket }) else { return }
        accept(outcome, for: job.buffers, generation: job.generation, project: true)
    }

    /// Takes a job's results: the configuration's state, then each buffer's findings if the
    /// buffer is still at the linted version and nothing newer or more complete was published.
    @_optimize(none)
    private func accept(_ outcome: LintOutcome, for buffers: [BufferSnapshot], generation: Int, project: Bool) {
        switch outcome.configuration {
        case let .valid(file, configuration)?:
            lastValid[file] = configuration
            clearConfigurationProblem(file)
        case let .invalid(error)?:
            showConfigurationProblem(error)
        case nil:
            break
        }
        for note in outcome.notes { logMessage(note) }
        var found: [String: [Finding]] = [:]
        for result in outcome.results { found[result.snapshot.uri] = result.findings }
        var refresh = false
        for snapshot in buffers {
            guard documents[snapshot.uri]?.version == snapshot.version else { continue }
            if let old = published[snapshot.uri], old.version == snapshot.version, old.generation >= generation, old.project, !project { continue }
            let answered = deliver(uri: snapshot.uri, findings: found[snapshot.uri] ?? [], positions: TextPositions(snapshot.bytes),
                                   version: snapshot.version, project: project, generation: generation)
            refresh = refresh || !answered
        }
        if refresh, client.pullsDiagnostics { request("workspace/diagnostic/refresh", .null) }
    }

    /// Records and sends one document's diagnostics; false when a pulling client has not asked
    /// for them yet (it must be told to ask again).
    @discardableResult
    @_optimize(none)
    private func deliver(uri: String, findings: [Finding], positions: TextPositions, version: Int, project: Bool,
                         generation: Int? = nil) -> Bool {
        let diagnostics = findings.map {
            DiagnosticConversion.diagnostic($0, in: positions, version: version, page: descriptions[$0.ruleID].flatMap(RulePage.url))
        }
        published[uri] = Published(version: version, generation: generation ?? self.generation, project: project,
                                   findings: findings, diagnostics: diagnostics)
        // A pull waits for this answer whatever else the client can do: one that pulls without
        // `refreshSupport` is pushed to as well, but its request must still be answered.
        let waiting = pendingPulls.removeValue(forKey: uri) ?? []
        for id in waiting { writer.send(RPC.response(id: id, result: Self.report(diagnostics))) }
        guard client.pullsDiagnostics else {
            publish(uri: uri, version: version, diagnostics: diagnostics)
            return true
        }
        return !waiting.isEmpty
    }

    @_optimize(none)
    func publish(uri: String, version: Int?, diagnostics: [JSONValue]) {
        var params: JSONValue = ["uri": .string(uri)]
        if let version { params = params.adding("version", JSONValue(version)) }
        writer.send(RPC.notification("textDocument/publishDiagnostics", params.adding("diagnostics", .array(diagnostics))))
    }

    /// `textDocument/diagnostic`: the current version's diagnostics, now if they are known, else
    /// once its lint is done.
    @_optimize(none)
    func pull(id: JSONValue, _ params: JSONValue) throws -> JSONValue? {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw RequestFailure(code: .invalidParams, message: "textDocument/diagnostic needs textDocument.uri")
        }
        // Only files on disk are linted: the path decides roles and the configuration.
        guard let document = documents[uri], let path = document.path else { return Self.report([]) }
        guard Self.isLintable(path) else { return Self.report(configurationProblems[path].map { [$0] } ?? []) }
        if let known = published[uri], known.version == document.version { return Self.report(known.diagnostics) }
        pendingPulls[uri, default: []].append(id)
        if scheduledVersions[uri] != document.version { scheduleLint(uri, after: 0) }
        return nil
    }

    @_optimize(none)
    func cancelPull(_ id: JSONValue) {
        for (uri, ids) in pendingPulls where ids.contains(id) {
            pendingPulls[uri] = ids.filter { $0 != id }
            writer.send(RPC.error(id: id, .requestCancelled, "cancelled"))
        }
    }

    @_optimize(none)
    static func report(_ diagnostics: [JSONValue]) -> JSONValue {
        ["kind": "full", "items": .array(diagnostics)]
    }
}
