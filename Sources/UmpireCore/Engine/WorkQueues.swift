// How files reach the worker threads: a fixed list, or a feed filled by the folder walk.

import Foundation

/// Files handed from the folder walk to the workers, and what each worker made of them. A
/// worker waits while the walk is still running and nothing is left to take.
final class FileFeed<FileOutcome: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: [SourceFileRef] = []
    private var results: [FileOutcome?] = []
    private var next = 0
    private var finished = false

    func add(_ file: SourceFileRef) {
        condition.lock()
        files.append(file)
        results.append(nil)
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next file to lint, waiting for the walk if need be; nil when everything is taken.
    func claim() -> (Int, SourceFileRef)? {
        condition.lock()
        defer { condition.unlock() }
        while next >= files.count && !finished { condition.wait() }
        guard next < files.count else { return nil }
        next += 1
        return (next - 1, files[next - 1])
    }

    func store(_ n: Int, _ outcome: FileOutcome) {
        condition.lock()
        results[n] = outcome
        condition.unlock()
    }

    var outcomes: [FileOutcome] {
        condition.lock()
        defer { condition.unlock() }
        return results.compactMap { $0 }
    }
}

/// A fixed-size result array filled by worker threads; each slot is written once.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ n: Int, _ value: Value) {
        lock.lock()
        slots[n] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
