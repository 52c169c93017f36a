// `umpire lint`: choose the files (paths, a diff, the index or stdin), lint, filter, report.

import Foundation
import UmpireCore

struct LintCommand {
    let tool: CommandLineTool
    let arguments: Arguments
    /// `umpire copy`: the copy rules only, and the copy review as the report.
    var copyReview = false
    var cwd: String { tool.cwd }

    @_optimize(none)
    func run() throws -> CommandLineTool.Output {
        if copyReview {
            for (format, _) in arguments.resolvedOutputs where !ReportFormat.copyFormats.contains(format) {
                throw UsageError("copy: --format \(format.rawValue) is not available; use \(ReportFormat.copyFormats.map(\.rawValue).joined(separator: ", "))")
            }
        } else {
            for (format, _) in arguments.resolvedOutputs where !ReportFormat.lintFormats.contains(format) {
                throw UsageError("--format \(format.rawValue) draws the copy review; run `umpire copy --format \(format.rawValue)`")
            }
        }
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        let configuration = try loadConfiguration(paths: paths)
        let configRoot: String? = Containment.anchor(
            configurationRoot: configuration.root.map { FileDiscovery.normalize($0.hasPrefix("/") ? $0 : cwd + "/" + $0) },
            start: anchorStart(paths: paths))
        let baseline = try arguments.baseline.map { try Baseline.load(readable($0, option: "--baseline")) }
        // Fixes cost nothing to skip where no report shows them and nothing applies them.
        let offersFixes = arguments.fix || arguments.diff || arguments.resolvedOutputs.contains { [.json, .sarif, .rdjson].contains($0.format) }
        let ruleSet = try RuleSet(builtIn: tool.builtIn, configuration: configuration, only: ruleFilter(), offersFixes: offersFixes)
        var engine = Engine(rules: ruleSet)
        engine.baseline = baseline
        engine.errorsOnly = arguments.quiet
        let configName = configuration.file.map { FileDiscovery.relative(FileDiscovery.normalize($0), to: FileDiscovery.normalize(cwd)) ?? $0 } ?? ""
        let renamedNotes = configuration.renamed.map { "umpire: \(configName): \($0)\n" } + ruleSet.renamed.map { "umpire: \($0)\n" }
        var stats = arguments.stats ? StatsObserver() : nil
        let copyListing = copyReview ? CopyListing() : nil
        let fixSources = arguments.fix || arguments.diff ? FixSources() : nil
        engine.observers = ([stats, copyListing, fixSources] as [(any RunObserver)?]).compactMap { $0 }
        var (result, discoverySeconds, streaming) = try lint(with: engine, paths: paths, configRoot: configRoot)
        if result.files == 0, result.excluded > 0 {
            // "PASSED in 0 files" would read as a clean bill of health.
            let config = configuration.file.map { FileDiscovery.relative(FileDiscovery.normalize($0), to: FileDiscovery.normalize(cwd)) ?? $0 } ?? "the configuration"
            result.add(notes: [Note(path: paths.count == 1 ? FileDiscovery.displayPrefix(paths[0]).ifEmpty(".") : paths.joined(separator: " "),
                                    message: "\(config)'s include and exclude leave none of the \(Wording.count(result.excluded, "file")) found here to lint",
                                    incomplete: false)])
        }
        if let fixSources {
            var relint = Engine(rules: ruleSet)
            relint.baseline = baseline
            let session = FixSession(engine: relint, applicabilities: arguments.unsafeFixes ? [.safe, .unsafe] : [.safe])
            let outcome = session.run(result, sources: fixSources.sources)
            if arguments.diff { return diffOutput(outcome, notes: renamedNotes) }
            var summary = write(outcome)
            // The report shows what remains: the files as fixed (with --staged, the fixed text
            // stands in for the index's until it is staged).
            stats = arguments.stats ? StatsObserver() : nil  // the report times the lint it shows
            engine.observers = ([stats, copyListing] as [(any RunObserver)?]).compactMap { $0 }
            (result, discoverySeconds, streaming) = try lint(with: engine, paths: paths, configRoot: configRoot, overrides: summary.written)
            summary.fixes.passes = outcome.passes
            result.fixes = summary.fixes
            result.add(notes: summary.fixes.skipped)
        }
        let reportingStart = DispatchTime.now()
        var stderr = renamedNotes.joined()
        var wroteBaseline: Int?
        if let writeBaseline = arguments.writeBaseline {
            // Everything found, the findings the old baseline hid among them.
            let recorded = Baseline(findings: result.findings + result.baselined)
            try ReportWriter.write(recorded.render(), to: absolute(writeBaseline))
            wroteBaseline = recorded.entries.count
            stderr += "umpire: wrote \(Wording.count(recorded.entries.count, "entry", plural: "entries")) to \(FileDiscovery.displayPrefix(writeBaseline)).\n"
        }
        var stdout = ""
        var context = ReportFormat.Context(strict: arguments.strict, color: useColor(),
                                          links: ReportLinks.resolve(option: arguments.linkBase, environment: tool.environment, cwd: cwd))
        // A commit hook's clean run says one line.
        context.brief = arguments.staged
        context.workingFolder = FileDiscovery.normalize(cwd)
        context.sourceRoot = Containment.repositoryRoot(of: cwd) ?? context.workingFolder
        for (format, path) in arguments.resolvedOutputs {
            let report = copyReview ? format.renderCopy(CopyReview(result, entries: copyListing?.entries ?? [], configuration: configuration), context) ?? ""
                : arguments.statistics && format == .text && path == nil ? StatisticsReport.render(result, strict: arguments.strict, color: context.color)
                : format.render(result, context)
            if let path { try ReportWriter.write(report, to: absolute(path)) } else { stdout = report }
        }
        if !copyReview, arguments.resolvedOutputs.contains(where: { $0.format == .github }),
           let summaryFile = tool.environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
            try ReportWriter.append(MarkdownReporter.render(result, strict: arguments.strict, includeFindings: false),
                                    to: summaryFile)
        }
        if let stats = stats?.result {
            let reporting = Double(DispatchTime.now().uptimeNanoseconds - reportingStart.uptimeNanoseconds) / 1e9
            stderr += stats.render(result, discoverySeconds: discoverySeconds, reportingSeconds: reporting, walkOverlaps: streaming)
        }
        // Every report went to a file: say the verdict, so a local run is not silent.
        if !arguments.resolvedOutputs.contains(where: { $0.path == nil }) {
            stderr += copyReview ? "umpire: " + CopyReport.summary(CopyReview(result, entries: copyListing?.entries ?? [], configuration: configuration)) + "\n"
                : TextReporter.verdictLine(VerifySummary(result, strict: arguments.strict), style: TextStyle(color: false))
        }
        var failed = result.errors > 0 || (arguments.strict && result.warnings > 0)
        if let limit = arguments.maxWarnings, result.warnings > limit {
            stderr += "umpire: \(Wording.count(result.warnings, "warning")), more than --max-warnings \(limit) allows\n"
            failed = true
        }
        if arguments.exitZero { failed = false }
        // Recording a baseline is the point of that run: its findings are not a failure.
        var status: Int32 = failed && wroteBaseline == nil ? 1 : 0
        // A commit hook that fixed something stops the commit, as formatters' hooks do: the
        // fixes are in the working tree, not yet in the commit.
        if arguments.staged, let fixes = result.fixes, fixes.applied > 0 {
            stderr += "umpire: fixed \(Wording.count(fixes.applied, "finding")) in \(Wording.count(fixes.files.count, "file")); the fixes are in the working tree while the index still holds the unfixed code: review them, `git add` them and commit again.\n"
            status = max(status, 1)
        }
        if result.incomplete {
            stderr += "umpire: some requested files could not be linted (see the notes)\n"
            status = 2
        }
        if result.files == 0, !result.incomplete {
            if arguments.staged || arguments.changedSince != nil {
                // A docs-only commit: nothing for Umpire, and that is a pass, said once.
                stderr += "umpire: the change holds no file Umpire reads (\(Language.readable)); nothing to lint\n"
            } else {
                // Standard input that was not linted (too large, binary) is a failure too: the
                // editor or script asked for exactly that text.
                let reason = arguments.stdinPath != nil ? "standard input was not linted (see the notes)" : nothingToLintReason(paths: paths, result: result)
                stderr += "umpire: nothing to lint: " + reason + "\n"
                status = 2
            }
        }
        let unwritten = Set(result.notes.filter(\.unwritten).map(\.path))
        if !unwritten.isEmpty {
            stderr += "umpire: the fixes of \(Wording.count(unwritten.count, "file")) could not be written (see the notes)\n"
            status = 2
        }
        return .init(status: status, stdout: stdout, stderr: stderr)
    }

    /// Where to look for the repository that anchors role paths: the first folder linted (or
    /// the folder of the first file), else the current folder.
    @_optimize(none)
    private func anchorStart(paths: [String]) -> String {
        if arguments.stdinPath == nil, let first = paths.first {
            let full = FileDiscovery.normalize(absolute(first))
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) {
                return isFolder.boolValue ? full : (full as NSString).deletingLastPathComponent
            }
        }
        return cwd
    }

    /// Why a run found no file to lint, in the words of the notes that explain it.
    @_optimize(none)
    private func nothingToLintReason(paths: [String], result: LintResult) -> String {
        if let note = result.notes.first(where: { $0.message.contains("include and exclude") }) { return note.message }
        if !result.notes.isEmpty { return "every path named was left out (see the notes)" }
        let named = paths.map { FileDiscovery.displayPrefix($0).ifEmpty(".") }.joined(separator: " ")
        return "no \(Language.readable) file under \(named)"
    }

    /// `--only`, narrowed to the copy rules for `umpire copy`.
    @_optimize(none)
    private func ruleFilter() -> Set<String>? {
        guard copyReview else { return arguments.only }
        let copyRules = Set(tool.descriptions.filter { $0.area == .copyAndTone }.map(\.id))
        return arguments.only.map { $0.intersection(copyRules) } ?? copyRules
    }

    @_optimize(none)
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : cwd + "/" + path }

    /// What a run lints: the files, the change they belong to (diff modes), and notes on
    /// paths that were not read.
    struct Selection {
        var files: [SourceFileRef]
        var changes: ChangeContext?
        var changeBase: ChangeBase?
        var notes: [Note]
    }

    /// The files to lint when no folder is walked: standard input, the staged files or the
    /// files changed since a revision; and, in the diff modes, what the change touches.
    @_optimize(none)
    func select(paths: [String], configRoot: String?) throws -> Selection {
        if let stdinPath = arguments.stdinPath {
            let full = FileDiscovery.normalize(absolute(stdinPath))
            guard Language.of(path: full) != nil else { throw UsageError("--stdin-path: \(stdinPath): not a file Umpire reads (\(Language.readable))") }
            let role = configRoot.flatMap { FileDiscovery.relative(full, to: $0) } ?? FileDiscovery.relative(full, to: cwd) ?? full
            var ref = SourceFileRef(absolutePath: full, displayPath: FileDiscovery.displayPrefix(stdinPath), rolePath: role,
                                    content: try tool.readStandardInput())
            ref.isNamed = true
            return Selection(files: [ref], notes: [])
        }
        let root = FileDiscovery.normalize(try Git.topLevel(cwd: cwd))
        let changes = try arguments.staged ? Git.stagedChanges(root: root)
            : Git.changes(since: arguments.changedSince!, root: root)
        let scopes = arguments.paths.map { FileDiscovery.normalize(absolute($0)) }
        let base = FileDiscovery.normalize(cwd)
        @_optimize(none)
        func shown(_ relative: String) -> String {
            let full = root + "/" + relative
            return FileDiscovery.relative(full, to: base) ?? full
        }
        var files: [SourceFileRef] = []
        var relativePaths: [String: String] = [:]
        var notes: [Note] = []
        var wanted = changes.files.filter { relative, _ in
            let full = root + "/" + relative
            return Language.of(path: full) != nil
                && !relative.split(separator: "/").dropLast().contains(where: { FileDiscovery.isSkippedFolder($0) })
                && (scopes.isEmpty || scopes.contains { FileDiscovery.isInside(full, $0) })
        }
        // Git's paths get the folder walk's containment: a committed link is not followed out
        // of the repository, and a staged link's blob is only its target's name.
        for relative in wanted.keys.sorted() {
            let escapes = Containment.escapes(root + "/" + relative, boundary: root)
            if escapes || (arguments.staged && changes.links.contains(relative)) {
                notes.append(Note(path: shown(relative), message: escapes ? Containment.outsideNote : Containment.stagedLinkNote,
                                  incomplete: false))
                wanted[relative] = nil
            }
        }
        // One git process reads every staged blob, and the same blobs at HEAD for the base: a
        // pre-commit run must feel instant.
        var staged: [String: [UInt8]] = [:]
        var atHead: [String: [UInt8]]?
        if arguments.staged {
            let both = try Git.contents(of: wanted.map(\.key), at: [nil, "HEAD"], root: root)
            (staged, atHead) = (both[0], both[1])
        }
        // `--staged --fix` writes the working tree: where git sees no unstaged change, the file
        // on disk is what gets fixed (its bytes may differ from the blob's only by the checkout's
        // conversions, CRLF line ends above all), so fixes apply to the bytes they will edit.
        let unstaged = arguments.staged && (arguments.fix || arguments.diff) ? try Git.unstagedPaths(root: root) : []
        for (relative, lines) in wanted {
            let full = root + "/" + relative
            var content = staged[relative]
            if arguments.fix || arguments.diff, content != nil, !unstaged.contains(relative),
               case let .bytes(onDisk) = POSIXFiles.read(full, limit: Engine.defaultMaxFileBytes) {
                content = onDisk
            }
            if arguments.staged, content == nil { continue }
            if !arguments.staged, !FileManager.default.fileExists(atPath: full) { continue }
            let role = configRoot.flatMap { FileDiscovery.relative(full, to: $0) } ?? relative
            files.append(SourceFileRef(absolutePath: full, displayPath: shown(relative), rolePath: role, content: content,
                                       changedLines: arguments.wholeFiles ? nil : lines))
            relativePaths[shown(relative)] = relative
        }
        var changed: [String: ChangedLines] = [:]
        for (relative, lines) in changes.files { changed[shown(relative)] = lines }
        var addedLines: [String: [String]] = [:]
        for (relative, lines) in changes.addedLines { addedLines[shown(relative)] = lines }
        var removedLines: [String: [String]] = [:]
        for (relative, lines) in changes.removedLines { removedLines[shown(relative)] = lines }
        let context = ChangeContext(files: changed, added: Set(changes.added.map(shown)), addedLines: addedLines,
                                    removedLines: removedLines)
        let sorted = files.sorted { FileDiscovery.precedes($0.displayPath, $1.displayPath) }
        return Selection(files: sorted, changes: context,
                         changeBase: Self.changeBase(of: sorted, relativePaths: relativePaths, revision: arguments.changedSince ?? "HEAD",
                                                     known: atHead, root: root),
                         notes: notes)
    }

    /// The changed files at the revision the change is measured from: HEAD's blobs for the
    /// index (read with the staged ones), else read from git's objects in one batch, only when
    /// the filter asks.
    @_optimize(none)
    static func changeBase(of files: [SourceFileRef], relativePaths: [String: String], revision: String, known: [String: [UInt8]]?,
                           root: String) -> ChangeBase {
        ChangeBase { displayPaths in
            let wanted = files.filter { displayPaths.contains($0.displayPath) }
            guard let contents = known ?? (try? Git.contents(of: wanted.compactMap { relativePaths[$0.displayPath] }, at: [revision], root: root))?[0]
            else { return [] }
            return wanted.compactMap { file in
                guard let relative = relativePaths[file.displayPath], let bytes = contents[relative] else { return nil }
                var atBase = file
                atBase.content = bytes
                atBase.changedLines = nil
                return atBase
            }
        }
    }

    /// The configuration: `--config`, else the nearest `.umpire.json` (see `configurationFile`),
    /// else the defaults.
    @_optimize(none)
    func loadConfiguration(paths: [String]) throws -> Configuration {
        guard !arguments.noConfig, let file = try configurationFile(paths: paths) else { return Configuration() }
        let crossFile = Set(tool.builtIn.filter { $0.isProjectRule }.map { $0.description.id })
        return try Configuration.load(file: file, rules: tool.descriptions, crossFile: crossFile)
    }

    /// `--config`, else `.umpire.json` in the current folder or the nearest parent up to the
    /// repository's root (the filesystem's outside a repository), as ESLint and Biome look;
    /// failing that, the same search from the first folder linted, so `umpire ~/src/app` run
    /// from elsewhere still uses the app's file.
    @_optimize(none)
    func configurationFile(paths: [String]) throws -> String? {
        if let explicit = arguments.config {
            let path = absolute(explicit)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw UsageError("--config: \(explicit): no such file")
            }
            if isFolder.boolValue {
                throw UsageError("--config: \(explicit) is a folder; name the configuration file (--config \(explicit.hasSuffix("/") ? explicit : explicit + "/").umpire.json)")
            }
            return try readable(explicit, option: "--config")
        }
        var starts = [FileDiscovery.normalize(cwd)]
        if let first = paths.first {
            var isFolder: ObjCBool = false
            let full = FileDiscovery.normalize(absolute(first))
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) {
                starts.append(isFolder.boolValue ? full : (full as NSString).deletingLastPathComponent)
            }
        }
        for start in starts {
            let stop = Containment.repositoryRoot(of: start) ?? "/"
            var folder = start
            while true {
                let candidate = folder == "/" ? "/.umpire.json" : folder + "/.umpire.json"
                if FileManager.default.fileExists(atPath: candidate) {
                    if Containment.escapes(candidate, boundary: stop) { throw Containment.refusal("", candidate) }
                    return candidate
                }
                guard folder != stop, folder != "/" else { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
    }

    /// The absolute path of a file Umpire was asked to read, refused when it is written inside
    /// the repository but links out of it.
    @_optimize(none)
    func readable(_ path: String, option: String) throws -> String {
        let full = FileDiscovery.normalize(absolute(path))
        if Containment.escapes(full, boundary: Containment.boundary(for: cwd)) { throw Containment.refusal(option + ": ", path) }
        return full
    }

    @_optimize(none)
    func useColor() -> Bool {
        if let forced = arguments.color { return forced }
        return tool.stdoutIsTerminal && tool.environment["NO_COLOR"].map(\.isEmpty) != false && tool.environment["TERM"] != "dumb"
    }
}
