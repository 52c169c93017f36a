// The lint run, one pipeline for the command line, the language server and the rule examples:
// discover (a folder walk or a list of files, on disk or in memory) → read → lex → model →
// check, every file in parallel; then the cross-file pass, one finding filter (suppressions,
// the change, the baseline) and the totals, in a fixed order. Observers watch the stages.

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
    public var baselined: [Finding] = []
    public var baselineHidden: Int { baselined.count }
    /// Areas none of whose rules judged anything this run, and why ("no shell scripts").
    public var uncheckedAreas: [Area: String] = [:]
    /// Files found but left out by the configuration's `include`/`exclude`.
    public var excluded = 0
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
    /// In change mode, the changed files as the base revision has them: a finding off the
    /// changed lines is still the change's when the base did not have it (a deleted safeguard).
    public var changeBase: ChangeBase?
    /// `--quiet`: warnings are dropped before anything counts them.
    public var errorsOnly = false
    /// Recorded findings the filter hides (`--baseline`).
    public var baseline: Baseline?
    /// Skip rules whose trigger words a file lacks. Off only to prove, in tests, that skipping
    /// changes no finding.
    public var dispatchByTriggerWords = true
    /// Who watches the stages (`--stats`, the copy listing, `--fix`'s sources).
    public var observers: [any RunObserver] = []
    /// The folders the run walks whole (absolute). A project not under one of them is read
    /// only in part, so the rest of its Swift files are read for the project model.
    public var walkedFolders: [String] = []

    /// Which project each file belongs to, for the project models.
    var roots = ProjectRoots()
    /// Which TypeScript packages are web front ends (not the backend).
    var webPackages = WebPackages()
    /// The model's declarations from files the run does not lint (by project root, and what the
    /// model asked of them), kept for change mode's run over the base, whose files outside the
    /// change are the same.
    var partialDeclarations = FileMemo()

    public init(rules: RuleSet) { self.rules = rules }

    /// How notes name the configuration file.
    var configurationName: String {
        rules.configuration.file.map { ($0 as NSString).lastPathComponent } ?? "the configuration"
    }

    /// Lints a list of files (on disk, or in memory with `content`: the index's blobs, an
    /// editor's buffers, the rule examples), using every core.
    public func run(_ files: [SourceFileRef]) -> LintResult {
        let order = files.count > 1 ? balancedOrder(files) : Array(files.indices)
        return lint(workers: min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, files.count))) { emit in
            for n in order { emit(files[n]) }
        }.result
    }

    /// Lints files as `produce` finds them (a folder walk): the walk runs on its own thread
    /// while the workers take what it has found so far. Returns the result and how long the
    /// walk took.
    public func run(streaming produce: @escaping @Sendable (_ emit: (SourceFileRef) -> Void) -> Void) -> (LintResult, walkSeconds: Double) {
        lint(workers: max(1, ProcessInfo.processInfo.activeProcessorCount), discover: produce)
    }

    private func lint(workers: Int, discover: @escaping @Sendable (_ emit: (SourceFileRef) -> Void) -> Void) -> (result: LintResult, walkSeconds: Double) {
        let started = DispatchTime.now()
        let scheduler = LintScheduler()
        let walkNanos = ParallelResults<UInt64>(count: 1)
        // The first worker walks, then lints: as many threads run as there are cores, so none
        // is time-sliced against the walk (a third thread cost context switches on every file).
        work(scheduler, workers: workers) {
            discover { scheduler.add($0) }
            walkNanos.store(0, DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds)
            scheduler.finishWalk()
        }
        return (merge(scheduler.records, totals: scheduler.totals, started: started), Double(walkNanos.values[0] ?? 0) / 1e9)
    }

    /// The workers: first passes as files arrive, the project model once every Swift file has
    /// had its first pass, and the Swift files' second pass. Worker 0 first runs `walk`.
    private func work(_ scheduler: LintScheduler, workers: Int, walk: @Sendable () -> Void) {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            if worker == 0 { walk() }
            while let task = scheduler.claim() {
                switch task {
                case let .firstPass(n, ref):
                    scheduler.storeFirst(n, firstPass(ref))
                case let .buildModels(waiting):
                    scheduler.storeModels(buildModels(waiting))
                case let .secondPass(_, file):
                    scheduler.storeSecond(secondPass(file, models: scheduler.models))
                }
            }
        }
    }

    /// The cross-file pass, the finding filter and the totals, in a fixed order.
    private func merge(_ unordered: [FileRecord], totals: LintScheduler.Totals, started: DispatchTime) -> LintResult {
        var result = LintResult(findings: [], files: totals.files, lines: totals.lines, bytes: totals.bytes, seconds: 0, areas: [], notes: [])
        result.excluded = totals.excluded
        // Files finish in whatever order the cores take them: sort what depends on order.
        var records = unordered.sorted { FileDiscovery.precedes($0.path, $1.path) }
        for record in records { result.notes += record.notes }
        result.notes.sort(by: Note.ordered)
        let project = checkProject(records)
        let filter = FindingFilter(knownIDs: rules.knownIDs, changeAware: Set(rules.projectRules.filter(\.isChangeAware).map(\.description.id)),
                                   baseline: baseline, timed: timed, findingsAtBase: changeBase.map { base in { findings(atBase: base.files($0), ruleIDs: $1) } })
        let filtered = filter.apply(&records, project: project)
        result.findings = errorsOnly ? filtered.findings.filter { $0.severity == .error } : filtered.findings
        result.baselined = filtered.baselined
        result.baselineFixed = filtered.baselineFixed
        result.rules = rules.enabledRules
        (result.areas, result.uncheckedAreas) = areaStatuses(findings: result.findings + result.baselined, enabled: result.rules,
                                                             stopped: Set(result.notes.compactMap(\.stoppedRule)))
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        return result
    }

    /// Whether any observer wants the stages timed.
    var timesStages: Bool { observers.contains { $0.timesStages } }

    /// Runs `body`, telling the observers how long it took when they time stages.
    func timed(_ stage: Stage, _ path: String, _ body: () -> Void) {
        guard timesStages else { return body() }
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let nanos = DispatchTime.now().uptimeNanoseconds - start
        for observer in observers where observer.timesStages { observer.stage(stage, of: path, took: nanos) }
    }
}
