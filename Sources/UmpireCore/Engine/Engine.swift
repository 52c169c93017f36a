// The lint run: read, lex, check and suppress every file in parallel, then merge in a fixed order.

import Foundation

/// Something the run could not do for one file (too large, binary, unreadable).
public struct Note: Sendable, Hashable {
    public let path: String
    public let message: String
    /// Whether the file was requested but could not be linted (the run is incomplete).
    public let incomplete: Bool

    /// Report order: path, then message.
    static func ordered(_ a: Note, _ b: Note) -> Bool {
        a.path == b.path ? a.message < b.message : FileDiscovery.precedes(a.path, b.path)
    }
}

public struct LintResult: Sendable {
    public var findings: [Finding]
    public var files: Int
    public var lines: Int
    public var bytes: Int
    public var seconds: Double
    /// The /verify sections: areas with an enabled rule, plus any area that reported.
    public var areas: [Area]
    public var notes: [Note]
    /// The rules that were enabled: what SARIF lists in `tool.driver.rules`.
    public var rules: [RuleDescription] = []
    /// Baseline entries that matched nothing this run (fixed since the baseline was written).
    public var baselineFixed = 0
    /// Findings hidden because the baseline records them.
    public var baselineHidden = 0
    /// Timings, when `--stats` asked for them.
    public var stats: RunStats?
    /// Every piece of copy, when `Engine.collectCopy` asked for it (`umpire copy`).
    public var copy: [CopyEntry] = []
    /// Files found but left out by the configuration's `include`/`exclude`.
    public var excluded = 0

    public var errors: Int { findings.count { $0.severity == .error } }
    public var warnings: Int { findings.count { $0.severity == .warning } }
    public var incomplete: Bool { notes.contains { $0.incomplete } }

    /// Adds notes from outside the engine (paths not read), keeping the report order.
    mutating func add(notes more: [Note]) {
        guard !more.isEmpty else { return }
        notes = (notes + more).sorted(by: Note.ordered)
    }
}

public struct Engine: Sendable {
    public let rules: RuleSet
    /// Files larger than this are skipped with a note; generated blobs are not code review.
    public var maxFileBytes = 2 * 1024 * 1024
    /// The change being linted (`--changed-since`, `--staged`); change-aware rules need it.
    public var changes: ChangeContext?
    /// Time every phase and rule (`--stats`); off by default, as the clock reads cost time.
    public var collectStats = false
    /// Skip rules whose trigger words a file lacks. Off only to prove, in tests, that skipping
    /// changes no finding.
    public var dispatchByTriggerWords = true
    /// Also list each file's copy (`umpire copy`).
    public var collectCopy = false

    public init(rules: RuleSet) { self.rules = rules }

    /// How notes name the configuration file.
    var configurationName: String {
        rules.configuration.file.map { ($0 as NSString).lastPathComponent } ?? "the configuration"
    }

    /// Lints the files, using every core.
    public func run(_ files: [SourceFileRef]) -> LintResult {
        let started = DispatchTime.now()
        // Largest files first, so one big file does not finish last on a single core.
        let order = collectStats || files.count > 1 ? balancedOrder(files) : Array(files.indices)
        let results = ParallelResults<FileOutcome>(count: files.count)
        let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let n = results.claim() {
                results.store(n, lint(files[order[n]]))
            }
        }
        return merge(results.values.compactMap { $0 }, started: started)
    }

    /// Lints files as `produce` finds them (a folder walk), on every core: the walk runs on its
    /// own thread while the workers lint what it has found so far. Returns the result and how
    /// long the walk took.
    public func run(streaming produce: @escaping @Sendable (_ emit: (SourceFileRef) -> Void) -> Void) -> (LintResult, walkSeconds: Double) {
        let started = DispatchTime.now()
        let feed = FileFeed()
        let walked = DispatchSemaphore(value: 0)
        let walkNanos = ParallelResults<UInt64>(count: 1)
        Thread.detachNewThread {
            produce { feed.add($0) }
            walkNanos.store(0, DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds)
            feed.finish()
            walked.signal()
        }
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let (n, ref) = feed.claim() {
                feed.store(n, lint(ref))
            }
        }
        walked.wait()
        let seconds = Double(walkNanos.values[0] ?? 0) / 1e9
        return (merge(feed.outcomes, started: started), seconds)
    }

    /// The findings of every file, the cross-file pass, and the totals, in a fixed order.
    private func merge(_ outcomes: [FileOutcome], started: DispatchTime) -> LintResult {
        var result = LintResult(findings: [], files: 0, lines: 0, bytes: 0, seconds: 0, areas: [], notes: [])
        var project: [FileProjectState] = []
        var stats = collectStats ? RunStats() : nil
        for outcome in outcomes {
            if let fileStats = outcome.stats { stats?.add(fileStats) }
            result.findings += outcome.findings
            result.notes += outcome.notes
            result.copy += outcome.copy
            if outcome.excluded { result.excluded += 1 }
            if let state = outcome.project { project.append(state) }
            if outcome.linted {
                result.files += 1
                result.lines += outcome.lines
                result.bytes += outcome.bytes
            }
        }
        // Files finish in whatever order the cores take them: sort what depends on order.
        result.notes.sort(by: Note.ordered)
        project.sort { FileDiscovery.precedes($0.path, $1.path) }
        let projectStart = DispatchTime.now()
        var projectTimings: [String: UInt64] = [:]
        result.findings += checkProject(project, timings: &projectTimings)
        stats?.projectNanos = DispatchTime.now().uptimeNanoseconds - projectStart.uptimeNanoseconds
        stats?.projectRuleNanos = projectTimings
        result.findings.sort(by: Finding.ordered)
        Fingerprint.numberOccurrences(&result.findings)
        var areas = Set(rules.enabledAreas)
        for finding in result.findings { areas.insert(finding.area) }
        result.areas = areas.sorted()
        result.rules = rules.enabledRules
        result.stats = stats
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        return result
    }

    struct FileOutcome: Sendable {
        var findings: [Finding] = []
        var notes: [Note] = []
        var lines = 0
        var bytes = 0
        var linted = false
        var project: FileProjectState?
        var stats: FileStats?
        var copy: [CopyEntry] = []
        /// Left out by the configuration's `include`/`exclude`.
        var excluded = false
    }

    /// File indices, largest first, by the sizes the folder walk saw (files named on the
    /// command line, whose size is unknown, come last: they are few).
    func balancedOrder(_ files: [SourceFileRef]) -> [Int] {
        let sizes = files.map { $0.content?.count ?? $0.size ?? 0 }
        return files.indices.sorted { sizes[$0] > sizes[$1] }
    }

    func lint(_ ref: SourceFileRef) -> FileOutcome {
        var outcome = FileOutcome()
        let file: LexedFile
        var fileStats = collectStats ? FileStats(path: ref.displayPath) : nil
        switch load(ref, stats: &fileStats) {
        case .none: return outcome
        case .excluded?:
            outcome.excluded = true
            return outcome
        case let .note(note)?:
            outcome.notes.append(note)
            return outcome
        case let .file(lexed, note)?:
            file = lexed
            if let note { outcome.notes.append(note) }
        }
        let checked = checkFile(file, stats: &fileStats)
        outcome.stats = fileStats
        outcome.findings = checked.findings
        outcome.notes += checked.notes
        if !checked.facts.isEmpty {
            outcome.project = FileProjectState(path: file.path, facts: checked.facts, suppressions: checked.suppressions,
                                               changedLines: ref.changedLines)
        }
        if let changed = ref.changedLines {
            outcome.findings.removeAll { !changed.contains($0.line) }
        }
        if collectCopy { outcome.copy = CopyEntry.entries(in: file, changed: ref.changedLines) }
        outcome.lines = file.lineCount
        outcome.bytes = file.bytes.count
        outcome.linted = true
        return outcome
    }

    enum Loaded {
        /// A lexed file, with a note when it was linted with a caveat (invalid UTF-8).
        case file(LexedFile, note: Note?)
        case note(Note)
        /// Left out by the configuration's `include`/`exclude` (found by a folder walk).
        case excluded
    }

    /// Reads and lexes a file, or says why not; nil for files the configuration leaves out.
    func load(_ ref: SourceFileRef) -> Loaded? {
        var none: FileStats?
        return load(ref, stats: &none)
    }

    func load(_ ref: SourceFileRef, stats: inout FileStats?) -> Loaded? {
        let readStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        guard let language = Language.of(path: ref.absolutePath) else { return nil }
        let included = rules.configuration.include?.matches(ref.rolePath) ?? true
        if !included || rules.configuration.exclude.contains(where: { $0.matches(ref.rolePath) }) {
            let key = included ? "exclude" : "include"
            return ref.isNamed ? .note(Note(path: ref.displayPath, message: "left out by `\(key)` in \(configurationName); not linted",
                                            incomplete: false)) : .excluded
        }
        let bytes: [UInt8]
        switch ref.content.map({ SourceReader.check($0, limit: maxFileBytes) }) ?? SourceReader.read(ref.absolutePath, limit: maxFileBytes, knownSize: ref.size) {
        case let .bytes(b): bytes = b
        case let .skipped(reason): return .note(Note(path: ref.displayPath, message: reason, incomplete: false))
        case let .failed(reason): return .note(Note(path: ref.displayPath, message: reason, incomplete: true))
        }
        let lexStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        let file = LexedFile(path: ref.displayPath, rolePath: ref.rolePath, bytes: bytes, language: language.language,
                             jsx: language.jsx, pathRoles: rules.configuration.roles.roles(of: ref.rolePath),
                             context: rules.context)
        if stats != nil {
            let end = DispatchTime.now().uptimeNanoseconds
            stats?.readNanos = lexStart - readStart
            stats?.lexNanos = end - lexStart
        }
        let note = SourceReader.isValidUTF8(bytes) ? nil
            : Note(path: ref.displayPath, message: "not valid UTF-8; linted as bytes, columns may be off", incomplete: false)
        return .file(file, note: note)
    }

    /// Runs the applicable rules on one file and applies its suppressions; cross-file rules see
    /// a project of just this file.
    public func check(_ file: LexedFile) -> [Finding] {
        check([file])
    }

    /// Lints a set of already lexed files as one project (tests and examples).
    public func check(_ files: [LexedFile]) -> [Finding] {
        var findings: [Finding] = []
        var project: [FileProjectState] = []
        for file in files {
            var none: FileStats?
            let checked = checkFile(file, stats: &none)
            findings += checked.findings
            project.append(FileProjectState(path: file.path, facts: checked.facts, suppressions: checked.suppressions,
                                            changedLines: nil))
        }
        return (findings + checkProject(project)).sorted(by: Finding.ordered)
    }

    struct CheckedFile {
        var findings: [Finding]
        var facts: [ProjectFacts]
        var suppressions: [Suppression]
        /// Rules that could not finish the file.
        var notes: [Note] = []
    }

    func checkFile(_ file: LexedFile, stats: inout FileStats?) -> CheckedFile {
        let fileRules = rules.rules(for: file)
        var active = fileRules.rules
        var collectors = fileRules.collectors
        if dispatchByTriggerWords, let triggers = fileRules.triggers {
            let runnable = triggers.runnable(in: file)
            active = active.indices.filter { runnable[$0] }.map { active[$0] }
            collectors = collectors.indices.filter { runnable[fileRules.rules.count + $0] }.map { collectors[$0] }
        }
        // Change-aware rules judge a change; without one they are silent, so their facts are waste.
        if changes == nil {
            active.removeAll { $0.isChangeAware }
            collectors.removeAll { $0.isChangeAware }
        }
        var findings: [Finding] = []
        var facts: [ProjectFacts] = []
        var notes: [Note] = []
        for rule in collectors {
            if let gathered = rule.projectRule?.erasedFacts(of: file) { facts.append(ProjectFacts(ruleID: rule.description.id, facts: gathered)) }
        }
        for rule in active where rule.suppressionRule == nil {
            var sink = FindingSink(ruleID: rule.description.id)
            let ruleStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            rule.checker.check(file, into: &sink)
            if stats != nil { stats?.ruleNanos.append((rule.description.id, DispatchTime.now().uptimeNanoseconds - ruleStart)) }
            findings += sink.raw.map { finding($0, in: file, rule: rule) }
            if let reason = sink.gaveUp { notes.append(Note(path: file.path, message: reason, incomplete: true)) }
        }
        let suppressStart = stats == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        defer { if stats != nil { stats?.suppressNanos = DispatchTime.now().uptimeNanoseconds - suppressStart } }
        var suppressions = Suppressions.parse(file)
        guard !suppressions.isEmpty else { return CheckedFile(findings: findings, facts: facts, suppressions: [], notes: notes) }
        findings = Suppressions.apply(&suppressions, to: findings)
        let suppressionRules = fileRules.rules.filter { $0.suppressionRule != nil }
        guard !suppressionRules.isEmpty else { return CheckedFile(findings: findings, facts: facts, suppressions: suppressions, notes: notes) }
        // Cross-file findings are suppressed later, so their suppressions cannot be judged here.
        // A rule skipped for lack of its trigger words could not have fired: its suppressions are judged too.
        let judged = fileRules.rules.filter { $0.projectRule == nil && $0.suppressionRule == nil }.map(\.description.id)
        let report = SuppressionReport(file: file, suppressions: suppressions, judged: Set(judged), known: rules.knownIDs)
        var own: [Finding] = []
        for rule in suppressionRules {
            var sink = FindingSink(ruleID: rule.description.id)
            rule.suppressionRule?.check(report, into: &sink)
            own += sink.raw.map { finding($0, in: file, rule: rule) }
        }
        // A suppression rule's finding can itself be silenced by a comment naming that rule (a
        // bare directive would silence its own report), but that never counts as a use.
        var scratch = suppressions.filter { !$0.rules.isEmpty }
        own = Suppressions.apply(&scratch, to: own)
        return CheckedFile(findings: findings + own, facts: facts, suppressions: suppressions, notes: notes)
    }

    private func finding(_ raw: FindingSink.Raw, in file: LexedFile, rule: ActiveRule) -> Finding {
        finding(raw, in: file, area: rule.description.area, severity: raw.asWarning ? .warning : rule.severity,
                fixable: rule.description.fixable)
    }

    private func finding(_ raw: FindingSink.Raw, in file: LexedFile, area: Area, severity: Severity, fixable: Bool) -> Finding {
        let start = file.position(of: raw.start)
        let end = file.position(of: max(raw.start, raw.end))
        let lineStart = file.lines.start(ofLine: start.line)
        let endLineStart = file.lines.start(ofLine: end.line)
        return Finding(ruleID: raw.ruleID, area: area, severity: severity, path: file.path, line: start.line,
                       column: start.column, endLine: end.line, endColumn: end.column, message: raw.message,
                       fixable: fixable, byteColumn: raw.start - lineStart + 1,
                       endByteColumn: max(raw.start, raw.end) - endLineStart + 1,
                       fingerprint: Fingerprint.of(rule: raw.ruleID, path: file.rolePath, line: start.line, in: file))
    }
}
