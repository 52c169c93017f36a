// The lint run: read, lex, check and suppress every file in parallel, then merge in a fixed order.

import Foundation
import UmpireCore

public struct LintResult: Sendable {
    public var findings: [Finding]
    public var files: Int
    public var lines: Int
    public var bytes: Int
    public var seconds: Double
    /// The /verify sections, every one, in their fixed order (Custom rules when there are some).
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
    /// Areas none of whose rules judged anything this run, and why ("no shell scripts").
    public var uncheckedAreas: [Area: String] = [:]
    /// Every piece of copy, when `Engine.collectCopy` asked for it (`umpire copy`).
    public var copy: [CopyEntry] = []
    /// Files found but left out by the configuration's `include`/`exclude`.
    public var excluded = 0
    /// The linted bytes of files with fixable findings, by reported path, when asked for.
    public var fixSources: [String: FixSource] = [:]
    /// What `--fix` did, for the report.
    public var fixes: FixSummary?

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
    public var maxFileBytes = Engine.defaultMaxFileBytes
    public static let defaultMaxFileBytes = 2 * 1024 * 1024
    /// The change being linted (`--changed-since`, `--staged`); change-aware rules need it.
    public var changes: ChangeContext?
    /// Time every phase and rule (`--stats`); off by default, as the clock reads cost time.
    public var collectStats = false
    /// Skip rules whose trigger words a file lacks. Off only to prove, in tests, that skipping
    /// changes no finding.
    public var dispatchByTriggerWords = true
    /// Also list each file's copy (`umpire copy`).
    public var collectCopy = false
    /// Keep the bytes of files with fixable findings (`--fix`, `--diff`).
    public var collectFixSources = false
    /// The folders the run walks whole (absolute). A project not under one of them is read
    /// only in part, so the rest of its Swift files are read for the project model.
    public var walkedFolders: [String] = []

    /// Which project each file belongs to, for the project models.
    let roots = ProjectRoots()
    /// Which TypeScript packages are web front ends (not the backend).
    let webPackages = WebPackages()

    public init(rules: RuleSet) { self.rules = rules }

    /// How notes name the configuration file.
    var configurationName: String {
        rules.configuration.file.map { ($0 as NSString).lastPathComponent } ?? "the configuration"
    }

    /// Lints the files, using every core: Swift files are read and indexed first, and checked
    /// once the project model holds every declaration; other files are linted at once.
    public func run(_ files: [SourceFileRef]) -> LintResult {
        let started = DispatchTime.now()
        let scheduler = LintScheduler()
        // Largest files first, so one big file does not finish last on a single core.
        let order = collectStats || files.count > 1 ? balancedOrder(files) : Array(files.indices)
        for n in order { scheduler.add(files[n]) }
        scheduler.finishWalk()
        work(scheduler, workers: min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, files.count)))
        return merge(scheduler.outcomes, started: started)
    }

    /// Lints files as `produce` finds them (a folder walk), on every core: the walk runs on its
    /// own thread while the workers take what it has found so far. Returns the result and how
    /// long the walk took.
    public func run(streaming produce: @escaping @Sendable (_ emit: (SourceFileRef) -> Void) -> Void) -> (LintResult, walkSeconds: Double) {
        let started = DispatchTime.now()
        let scheduler = LintScheduler()
        let walked = DispatchSemaphore(value: 0)
        let walkNanos = ParallelResults<UInt64>(count: 1)
        Thread.detachNewThread {
            produce { scheduler.add($0) }
            walkNanos.store(0, DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds)
            scheduler.finishWalk()
            walked.signal()
        }
        work(scheduler, workers: max(1, ProcessInfo.processInfo.activeProcessorCount))
        walked.wait()
        let seconds = Double(walkNanos.values[0] ?? 0) / 1e9
        return (merge(scheduler.outcomes, started: started), seconds)
    }

    /// The workers: first passes as files arrive, the project model once every Swift file has
    /// had its first pass, and the Swift files' second pass.
    private func work(_ scheduler: LintScheduler, workers: Int) {
        let budget = RetentionBudget()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let task = scheduler.claim() {
                switch task {
                case let .firstPass(n, ref):
                    scheduler.storeFirst(n, firstPass(ref, budget: budget))
                case let .buildModels(waiting):
                    var waiting = waiting
                    let models = buildModels(&waiting)
                    scheduler.storeModels(models, deferred: waiting)
                case let .secondPass(_, file):
                    scheduler.storeSecond(secondPass(file, models: scheduler.models))
                }
            }
        }
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
            if let source = outcome.fixSource { result.fixSources[source.path] = source }
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
        result.rules = rules.enabledRules
        (result.areas, result.uncheckedAreas) = areaStatuses(findings: result.findings, enabled: result.rules,
                                                             stopped: Set(result.notes.compactMap(\.stoppedRule)))
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
        var fixSource: FixSource?
    }
}
