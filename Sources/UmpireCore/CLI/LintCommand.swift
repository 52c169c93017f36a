// `umpire lint`: choose the files (paths, a diff, the index or stdin), lint, filter, report.

import Foundation

struct LintCommand {
    let tool: CommandLineTool
    let arguments: Arguments
    var cwd: String { tool.cwd }

    func run() throws -> CommandLineTool.Output {
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        var configuration = Configuration()
        if let file = try configurationFile(paths: paths) {
            configuration = try Configuration.load(file: file, rules: tool.descriptions)
        }
        let configRoot = configuration.root.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : cwd + "/" + $0) }
        let baseline = try arguments.baseline.map { try Baseline.load(absolute($0)) }
        let ruleSet = try RuleSet(builtIn: tool.builtIn, configuration: configuration, only: arguments.only)
        var engine = Engine(rules: ruleSet)
        engine.collectStats = arguments.stats
        var result: LintResult
        let discoverySeconds: Double
        let streaming = arguments.stdinPath == nil && !arguments.staged && arguments.changedSince == nil
        if streaming {
            // Folder walks feed the workers as they go: linting starts with the first file found.
            let walk = try FileDiscovery.stream(paths, cwd: cwd, configRoot: configRoot)
            (result, discoverySeconds) = engine.run(streaming: walk)
        } else {
            let discoveryStart = DispatchTime.now()
            let (files, changes) = try selectFilesAndChanges(paths: paths, configRoot: configRoot)
            discoverySeconds = Double(DispatchTime.now().uptimeNanoseconds - discoveryStart.uptimeNanoseconds) / 1e9
            engine.changes = changes
            result = engine.run(files)
        }
        let reportingStart = DispatchTime.now()
        if let writeBaseline = arguments.writeBaseline {
            try ReportWriter.write(Baseline(findings: result.findings).render(), to: absolute(writeBaseline))
        }
        baseline?.apply(to: &result)

        var stdout = ""
        for (format, path) in arguments.resolvedOutputs {
            let report = render(format, result)
            if let path { try ReportWriter.write(report, to: absolute(path)) } else { stdout = report }
        }
        if arguments.resolvedOutputs.contains(where: { $0.format == "github" }),
           let summaryFile = tool.environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
            try ReportWriter.append(MarkdownReporter.render(result, strict: arguments.strict, includeFindings: false),
                                    to: summaryFile)
        }
        var stderr = ""
        if let stats = result.stats {
            let reporting = Double(DispatchTime.now().uptimeNanoseconds - reportingStart.uptimeNanoseconds) / 1e9
            stderr += stats.render(result, discoverySeconds: discoverySeconds, reportingSeconds: reporting, walkOverlaps: streaming)
        }
        let failed = result.errors > 0 || (arguments.strict && result.warnings > 0)
        var status: Int32 = failed ? 1 : 0
        if result.incomplete {
            stderr += "umpire: some requested files could not be linted (see the notes)\n"
            status = 2
        }
        return .init(status: status, stdout: stdout, stderr: stderr)
    }

    func render(_ format: String, _ result: LintResult) -> String {
        switch format {
        case "json": JSONReporter.render(result, strict: arguments.strict)
        case "sarif": SARIFReporter.render(result)
        case "github": GitHubReporter.render(result)
        case "checkstyle": CheckstyleReporter.render(result)
        case "rdjson": RDJSONReporter.render(result)
        case "markdown": MarkdownReporter.render(result, strict: arguments.strict)
        default: TextReporter.render(result, strict: arguments.strict, style: TextStyle(color: useColor()))
        }
    }

    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : cwd + "/" + path }

    func selectFiles(paths: [String], configRoot: String?) throws -> [SourceFileRef] {
        try selectFilesAndChanges(paths: paths, configRoot: configRoot).files
    }

    /// The files to lint: standard input, the staged files, the files changed since a
    /// revision, or the given paths; and, in the diff modes, what the change touches.
    func selectFilesAndChanges(paths: [String], configRoot: String?) throws -> (files: [SourceFileRef], changes: ChangeContext?) {
        if let stdinPath = arguments.stdinPath {
            let full = FileDiscovery.normalize(absolute(stdinPath))
            guard Language.of(path: full) != nil else { throw UsageError("--stdin-path: \(stdinPath): not a Swift or TypeScript path") }
            let role = configRoot.flatMap { FileDiscovery.relative(full, to: $0) } ?? FileDiscovery.relative(full, to: cwd) ?? full
            return ([SourceFileRef(absolutePath: full, displayPath: FileDiscovery.displayPrefix(stdinPath), rolePath: role,
                                   content: tool.readStandardInput())], nil)
        }
        guard arguments.staged || arguments.changedSince != nil else {
            return (try FileDiscovery.discover(paths, cwd: cwd, configRoot: configRoot), nil)
        }
        let root = FileDiscovery.normalize(try Git.topLevel(cwd: cwd))
        let changes = try arguments.staged ? Git.stagedChanges(root: root)
            : Git.changes(since: arguments.changedSince!, root: root)
        let scopes = arguments.paths.map { FileDiscovery.normalize(absolute($0)) }
        var files: [SourceFileRef] = []
        let wanted = changes.files.filter { relative, _ in
            let full = root + "/" + relative
            return Language.of(path: full) != nil
                && !relative.split(separator: "/").dropLast().contains(where: { FileDiscovery.skippedFolders.contains(String($0)) })
                && (scopes.isEmpty || scopes.contains { FileDiscovery.isInside(full, $0) })
        }
        // One git process reads every staged blob: a pre-commit hook must feel instant.
        let staged = arguments.staged ? try Git.stagedContents(of: wanted.map(\.key), root: root) : [:]
        for (relative, lines) in wanted {
            let full = root + "/" + relative
            let content = staged[relative]
            if arguments.staged, content == nil { continue }
            if !arguments.staged, !FileManager.default.fileExists(atPath: full) { continue }
            let display = FileDiscovery.relative(full, to: FileDiscovery.normalize(cwd)) ?? full
            let role = configRoot.flatMap { FileDiscovery.relative(full, to: $0) } ?? relative
            files.append(SourceFileRef(absolutePath: full, displayPath: display, rolePath: role, content: content,
                                       changedLines: arguments.wholeFiles ? nil : lines))
        }
        let base = FileDiscovery.normalize(cwd)
        func shown(_ relative: String) -> String {
            let full = root + "/" + relative
            return FileDiscovery.relative(full, to: base) ?? full
        }
        var changed: [String: ChangedLines] = [:]
        for (relative, lines) in changes.files { changed[shown(relative)] = lines }
        var addedLines: [String: [String]] = [:]
        for (relative, lines) in changes.addedLines { addedLines[shown(relative)] = lines }
        var removedLines: [String: [String]] = [:]
        for (relative, lines) in changes.removedLines { removedLines[shown(relative)] = lines }
        let context = ChangeContext(files: changed, added: Set(changes.added.map(shown)), addedLines: addedLines,
                                    removedLines: removedLines)
        return (files.sorted { FileDiscovery.precedes($0.displayPath, $1.displayPath) }, context)
    }

    /// `--config`, else `.umpire.json` in the current folder, else in the first folder linted.
    func configurationFile(paths: [String]) throws -> String? {
        if let explicit = arguments.config {
            let path = absolute(explicit)
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError("--config: \(explicit): no such file")
            }
            return path
        }
        var candidates = [cwd + "/.umpire.json"]
        if let first = paths.first { candidates.append(absolute(first) + "/.umpire.json") }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    func useColor() -> Bool {
        if let forced = arguments.color { return forced }
        return tool.stdoutIsTerminal && tool.environment["NO_COLOR"].map(\.isEmpty) != false && tool.environment["TERM"] != "dumb"
    }
}

/// Writes reports whole or not at all: a temporary file in the same folder, then a rename.
enum ReportWriter {
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".umpire-\(getpid()).tmp"
        try Interruption.whilePending(temporary) {
            var text = text
            var failure = text.withUTF8 { POSIXFiles.write($0, to: temporary) }
            if failure == 0, rename(temporary, path) != 0 { failure = errno }
            guard failure != 0 else { return }
            unlink(temporary)
            throw UsageError("\(path): cannot write (\(String(cString: strerror(failure))))")
        }
    }

    static func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) ?? {
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }() else { throw UsageError("\(path): cannot append the job summary") }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }
}
