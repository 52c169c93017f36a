// The run's work list: files from the walk (or a fixed list) for the first pass, then the
// project model, then the Swift files' second pass. The model waits only for the Swift files:
// once the walk is over and every Swift file has had its first pass, one worker builds it
// while the others go on linting TypeScript, and the second pass starts at once, so neither
// pass ends with a core idle behind a barrier.

import Foundation
import UmpireCore

final class LintScheduler: @unchecked Sendable {
    enum Task {
        case firstPass(Int, SourceFileRef)
        case buildModels([DeferredFile])
        case secondPass(Int, DeferredFile)
    }

    private let condition = NSCondition()
    /// Each file until its first pass is handed out (a deferred file carries its own from then):
    /// a run does not hold every path of a large tree to its end.
    private var files: [SourceFileRef?] = []
    /// Which of them are Swift (the model waits for those).
    private var isSwift: [Bool] = []
    /// First passes wait in two queues, Swift first: the model needs every Swift file's first
    /// pass, and once they are done it is built while the other files keep the cores busy.
    private var swiftQueue: [Int] = [], otherQueue: [Int] = []
    private var swiftNext = 0, otherNext = 0
    private var walkFinished = false
    /// Swift files handed out or waiting whose first pass has not finished.
    private var swiftPending = 0
    /// Only files with something to report or filter by: a clean file is a count.
    private var done: [FileRecord] = []
    private(set) var totals = Totals()

    struct Totals {
        var files = 0, lines = 0, bytes = 0, excluded = 0
    }
    private var deferred: [DeferredFile] = []
    private enum ModelState { case waiting, building, ready([String: ProjectModel]) }
    private var modelState = ModelState.waiting
    private var secondNext = 0

    func add(_ file: SourceFileRef) {
        condition.lock()
        files.append(file)
        isSwift.append(Self.isSwift(file))
        if Self.isSwift(file) {
            swiftPending += 1
            swiftQueue.append(files.count - 1)
        } else {
            otherQueue.append(files.count - 1)
        }
        condition.signal()
        condition.unlock()
    }

    func finishWalk() {
        condition.lock()
        walkFinished = true
        condition.broadcast()
        condition.unlock()
    }

    private static func isSwift(_ file: SourceFileRef) -> Bool { file.absolutePath.hasSuffix(".swift") }

    /// The next task, waiting while nothing can be done yet; nil when the run is over.
    func claim() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if case .ready = modelState, secondNext < deferred.count {
                secondNext += 1
                return .secondPass(secondNext - 1, deferred[secondNext - 1])
            }
            if case .waiting = modelState, walkFinished, swiftPending == 0 {
                modelState = .building
                return .buildModels(deferred)
            }
            if swiftNext < swiftQueue.count {
                swiftNext += 1
                return .firstPass(swiftQueue[swiftNext - 1], take(swiftQueue[swiftNext - 1]))
            }
            if otherNext < otherQueue.count {
                otherNext += 1
                return .firstPass(otherQueue[otherNext - 1], take(otherQueue[otherNext - 1]))
            }
            if walkFinished, case .ready = modelState, secondNext >= deferred.count { return nil }
            condition.wait()
        }
    }

    private func take(_ n: Int) -> SourceFileRef {
        defer { files[n] = nil }
        return files[n]!
    }

    /// The models for the second pass, once built.
    var models: [String: ProjectModel] {
        condition.lock()
        defer { condition.unlock() }
        if case let .ready(models) = modelState { return models }
        return [:]
    }

    func storeFirst(_ n: Int, _ pass: FirstPass) {
        condition.lock()
        switch pass {
        case let .done(record): keep(record)
        case let .deferred(file): deferred.append(file)
        }
        if isSwift[n] {
            swiftPending -= 1
            if swiftPending == 0 { condition.broadcast() }
        }
        condition.unlock()
    }

    /// The model is built: the waiting files (some now lexed by the model's follow-up) go to
    /// the second pass.
    func storeModels(_ models: [String: ProjectModel]) {
        condition.lock()
        modelState = .ready(models)
        condition.broadcast()
        condition.unlock()
    }

    func storeSecond(_ record: FileRecord) {
        condition.lock()
        keep(record)
        condition.unlock()
    }

    /// Call with the lock held.
    private func keep(_ record: FileRecord) {
        if record.linted {
            totals.files += 1
            totals.lines += record.lines
            totals.bytes += record.bytes
        }
        if record.excluded { totals.excluded += 1 }
        if !record.findings.isEmpty || !record.notes.isEmpty || !record.facts.isEmpty || record.suppressions != nil
            || record.changedLines != nil {
            done.append(record)
        }
    }

    /// Every file's record, in no particular order (the merge sorts).
    var records: [FileRecord] {
        condition.lock()
        defer { condition.unlock() }
        return done
    }
}
