// The lints the server runs, off its own thread: one buffer as `--stdin-path` lints it, or a
// whole project with the open buffers in place of their files (cross-file rules see it all).
// The configuration is found as the command line finds it, read fresh for every job.

import Foundation
import UmpireCore

/// One version of an open document, as a job lints it.
struct BufferSnapshot: Sendable {
    let uri: String
    let path: String
    let version: Int
    let bytes: [UInt8]
}

struct LintJob: Sendable {
    enum Scope: Sendable {
        case buffer(BufferSnapshot)
        /// Every file under `root`, with `open` read from the editor instead of the disk.
        case project(root: String, open: [BufferSnapshot])
    }

    let scope: Scope
    /// The folder runs start from, as the command line's current folder (the workspace root).
    let cwd: String
    let builtIn: [any Rule.Type]
    /// The last configuration each file loaded without error, used while it has one.
    let lastValid: [String: Configuration]
    /// Stamps results, so a result from an older configuration or a less complete run never
    /// replaces a newer one.
    let generation: Int

    @_optimize(none)
    var isProject: Bool {
        if case .project = scope { return true }
        return false
    }

    @_optimize(none)
    var buffers: [BufferSnapshot] {
        switch scope {
        case let .buffer(snapshot): [snapshot]
        case let .project(_, open): open
        }
    }
}

/// What a job found: each buffer's findings, and how its configuration loaded.
struct LintOutcome: Sendable {
    struct BufferResult: Sendable {
        let snapshot: BufferSnapshot
        let findings: [Finding]
    }

    enum ConfigurationStatus: Sendable {
        case valid(file: String, Configuration)
        case invalid(ConfigurationError)
    }

    var results: [BufferResult] = []
    var configuration: ConfigurationStatus?
    /// What the run could not do (a file too large, a configuration that could not be used).
    var notes: [String] = []
}

enum LintJobs {
    @_optimize(none)
    static func run(_ job: LintJob) -> LintOutcome {
        var outcome = LintOutcome()
        let tool = CommandLineTool(builtIn: job.builtIn, cwd: job.cwd, environment: [:], readStandardInput: { [] })
        let command = LintCommand(tool: tool, arguments: Arguments())
        let configuration: Configuration
        let start: String
        switch job.scope {
        case let .buffer(snapshot): start = snapshot.path
        case let .project(root, _): start = root
        }
        do {
            configuration = try command.loadConfiguration(paths: [start])
            if let file = configuration.file { outcome.configuration = .valid(file: file, configuration) }
        } catch let error as ConfigurationError {
            outcome.configuration = .invalid(error)
            configuration = job.lastValid[error.file] ?? Configuration()
        } catch {
            outcome.notes.append("the configuration cannot be used (\(error)); linting with the defaults")
            configuration = Configuration()
        }
        let rules: RuleSet
        do {
            rules = try RuleSet(builtIn: job.builtIn, configuration: configuration, only: nil)
        } catch {
            outcome.notes.append("the rules cannot be set up (\(error))")
            return outcome
        }
        let configRoot: String? = Containment.anchor(
            configurationRoot: configuration.root.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : job.cwd + "/" + $0) },
            start: job.cwd)
        var engine = Engine(rules: rules)
        let result: LintResult
        switch job.scope {
        case let .buffer(snapshot):
            guard Language.of(path: snapshot.path) != nil else {
                outcome.results = [.init(snapshot: snapshot, findings: [])]
                return outcome
            }
            let role = configRoot.flatMap { FileDiscovery.relative(snapshot.path, to: $0) }
                ?? FileDiscovery.relative(snapshot.path, to: job.cwd) ?? snapshot.path
            var ref = SourceFileRef(absolutePath: snapshot.path, displayPath: snapshot.path, rolePath: role, content: snapshot.bytes)
            ref.isNamed = true
            result = engine.run([ref])
        case let .project(root, open):
            let walk: FileDiscovery.Walk
            do {
                walk = try FileDiscovery.stream([root], cwd: root, configRoot: configRoot)
            } catch {
                outcome.notes.append("\(root) cannot be read (\(error))")
                return outcome
            }
            engine.walkedFolders = walk.folders
            var buffers: [String: [UInt8]] = [:]
            for snapshot in open { buffers[snapshot.path] = snapshot.bytes }
            let unsaved = open.filter { !FileManager.default.fileExists(atPath: $0.path) && Language.of(path: $0.path) != nil }
            (result, _) = engine.run(streaming: { [buffers] emit in
                walk.run { found in
                    var ref = found
                    ref.content = buffers[ref.absolutePath]
                    emit(ref)
                }
                // A buffer never saved is still part of the project the editor shows.
                for snapshot in unsaved {
                    let role = configRoot.flatMap { FileDiscovery.relative(snapshot.path, to: $0) }
                        ?? FileDiscovery.relative(snapshot.path, to: root) ?? snapshot.path
                    emit(SourceFileRef(absolutePath: snapshot.path, displayPath: snapshot.path, rolePath: role, content: snapshot.bytes))
                }
            })
        }
        var byPath: [String: [Finding]] = [:]
        for finding in result.findings { byPath[finding.path, default: []].append(finding) }
        outcome.results = job.buffers.map { .init(snapshot: $0, findings: byPath[$0.path] ?? []) }
        let linted = Set(job.buffers.map(\.path))
        outcome.notes += result.notes.filter { linted.contains($0.path) }.map { "\($0.path): \($0.message)" }
        return outcome
    }
}

/// Runs jobs one at a time on their own queue, so the server keeps answering while a project
/// lints, and results come back in the order the jobs were asked for.
struct LintQueue: Sendable {
    private let queue = DispatchQueue(label: "umpire.lsp.lint")

    /// `isCurrent` is asked just before the job starts: a job for a buffer that has changed
    /// since is not worth running.
    @_optimize(none)
    func run(_ job: LintJob, isCurrent: @escaping @Sendable () -> Bool) async -> LintOutcome? {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: isCurrent() ? LintJobs.run(job) : nil)
            }
        }
    }
}
