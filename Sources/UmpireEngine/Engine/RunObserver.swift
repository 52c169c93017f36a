// Watching a run without taking part in it: statistics, the copy listing and the sources `--fix`
// edits are observers of the stages, told what happened; nothing is threaded through the
// stages for them, and a run with no observer reads no clock.

import Foundation
import UmpireCore

/// A stage of one file's lint, or a cross-file rule's pass.
public enum Stage: Sendable, Hashable {
    case read, lex, suppressions
    case rule(String)
    case project(String)
}

public protocol RunObserver: AnyObject, Sendable {
    /// Whether the engine should time the stages for this observer (a clock read costs time).
    var timesStages: Bool { get }
    /// A stage of `path` took `nanos` (called only when `timesStages`).
    func stage(_ stage: Stage, of path: String, took nanos: UInt64)
    /// A file was checked: its context and its findings before suppressions, the change and
    /// the baseline filter them.
    func checked(_ context: RuleContext, ref: SourceFileRef, findings: [Finding])
    /// Whether a file no rule checks must still be lexed and handed to `checked` (the copy
    /// listing reads every file's strings); when no observer needs it, such a file without a
    /// suppression comment is counted and never lexed.
    var needsEveryFileLexed: Bool { get }
}

extension RunObserver {
    public var timesStages: Bool { false }
    public var needsEveryFileLexed: Bool { true }
    public func stage(_ stage: Stage, of path: String, took nanos: UInt64) {}
    public func checked(_ context: RuleContext, ref: SourceFileRef, findings: [Finding]) {}
}

/// The copy of every file checked (`umpire copy`), on the lines a change keeps.
public final class CopyListing: RunObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [CopyEntry] = []

    public init() {}

    public func checked(_ context: RuleContext, ref: SourceFileRef, findings: [Finding]) {
        let found = CopyEntry.entries(in: context, changed: ref.changedLines)
        guard !found.isEmpty else { return }
        lock.lock()
        collected += found
        lock.unlock()
    }

    public var entries: [CopyEntry] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// The linted bytes of files with something to fix (`--fix`, `--diff`), by reported path.
public final class FixSources: RunObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String: FixSource] = [:]

    public init() {}

    public func checked(_ context: RuleContext, ref: SourceFileRef, findings: [Finding]) {
        // A suppression comment may be judged unused later, by the finding filter, and fixed.
        guard findings.contains(where: \.fixable) || Suppressions.mayHold(context.file) else { return }
        let source = FixSource(path: context.path, absolutePath: ref.absolutePath, rolePath: ref.rolePath, bytes: context.file.bytes,
                               changedLines: ref.changedLines)
        lock.lock()
        collected[context.path] = source
        lock.unlock()
    }


    /// A file no rule checks has no finding, and is lexed anyway when it may hold a suppression.
    public var needsEveryFileLexed: Bool { false }

    public var sources: [String: FixSource] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
