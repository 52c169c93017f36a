// Where a project's Swift code calls a name, for provenance across files: a subview's `let
// runs: Int` holds what the view that builds it passes, and that view is usually in another
// file (`ChaseCardView(target: target, runs: snapshot.runs)` in MatchDetailView). The first
// pass, which has every file's bytes in hand, keeps the hashes of the names each file writes
// before a `(`; a calling file is read, lexed and parsed only when provenance asks about it,
// and each question's answer is kept for the run.
// Files the run does not read (a run on named files) are scanned on the first question.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

public final class CallSites: @unchecked Sendable {
    /// A file the run reads: the path it prints, and the sorted hashes of the names it calls.
    public struct Caller: Sendable {
        public let path: String
        public let called: [UInt32]
        /// A view, widget or view model by its path: read first, where a backend value is passed on.
        public let isScreen: Bool

        public init(path: String, called: [UInt32], isScreen: Bool = false) {
            self.path = path
            self.called = called
            self.isScreen = isScreen
        }
    }

    /// Hands each of the project's other Swift files to its argument: its path and its bytes.
    public typealias Sources = @Sendable (_ visit: (_ path: String, _ bytes: [UInt8]) -> Void) -> Void
    /// A file's bytes again, by the path it was given under.
    public typealias Loader = @Sendable (_ path: String) -> [UInt8]?

    private let lock = NSLock()
    private let callers: [Caller]
    private let others: Sources
    private let load: Loader
    private var othersIndex: [Caller]?
    private var answers: [String: Provenance?] = [:]

    public init(callers: [Caller], others: @escaping Sources = { _ in }, load: @escaping Loader) {
        self.callers = callers.sorted { ($0.isScreen ? 0 : 1, $0.path) < ($1.isScreen ? 0 : 1, $1.path) }
        self.others = others
        self.load = load
    }

    /// Knows no call anywhere (a model built without its project's files).
    public static let none = CallSites(callers: [], load: { _ in nil })

    /// The files whose bytes write `name(`, views, widgets and view models first, then by path (in code, or in a string or a comment:
    /// the caller's tree decides; two names sharing a hash only cost a parse).
    public func files(calling name: String) -> [String] {
        let hash = UInt32(truncatingIfNeeded: FNV1a.value(of: name.utf8))
        return (callers + othersIndexed()).filter { Self.contains($0.called, hash) }.map(\.path)
    }

    /// The project's files this run does not read, scanned for their calls on the first question.
    private func othersIndexed() -> [Caller] {
        lock.withLock {
            if othersIndex == nil {
                var found: [Caller] = []
                others { path, bytes in found.append(Caller(path: path, called: Self.calledNameHashes(bytes))) }
                othersIndex = found.sorted { $0.path < $1.path }
            }
            return othersIndex ?? []
        }
    }

    /// How many files call each hashed name: whether another file builds a type at all costs a
    /// lookup, not a pass over every caller.
    private var callerCounts: [UInt32: Int]?

    /// Whether a file other than `path` writes `name(`: a type built there (a subview its parent
    /// builds) holds what that file passes.
    public func isCalled(_ name: String, outside path: String) -> Bool {
        let hash = UInt32(truncatingIfNeeded: FNV1a.value(of: name.utf8))
        // The others are indexed outside the lock, which their scan takes.
        let rest = lock.withLock { callerCounts == nil } ? othersIndexed() : []
        let count = lock.withLock { () -> Int in
            if callerCounts == nil {
                var counts: [UInt32: Int] = [:]
                for caller in callers + rest { for called in caller.called { counts[called, default: 0] += 1 } }
                callerCounts = counts
            }
            return callerCounts?[hash] ?? 0
        }
        return count >= 2 || count == 1 && files(calling: name) != [path]
    }

    /// The answer to a question about what callers pass, computed once a run (by whichever
    /// file asks first: the answer does not depend on who asks).
    func answer(_ key: String, _ compute: () -> Provenance?) -> Provenance? {
        if let known = lock.withLock({ answers[key] }) { return known }
        let found = compute()
        lock.withLock { answers[key] = found }
        return found
    }

    /// The Swift file at `path`, lexed. The last few are kept: the questions of one file ask
    /// about the same callers (swift-syntax read MacroExpansion.swift ten times for ten answers),
    /// and a parsed file is large, so no more than a handful.
    public func file(at path: String) -> SourceFile? {
        let kept = lock.withLock { () -> SourceFile? in
            guard let n = recentFiles.firstIndex(where: { $0.path == path }) else { return nil }
            let entry = recentFiles.remove(at: n)
            recentFiles.append(entry)
            return entry.file
        }
        if let kept { return kept }
        guard let file = load(path).map({ SourceFile(bytes: $0, language: .swift, jsx: false) }) else { return nil }
        lock.withLock {
            recentFiles.removeAll { $0.path == path }
            if recentFiles.count == Self.filesKept { recentFiles.removeFirst() }
            recentFiles.append((path, file))
        }
        return file
    }

    private var recentFiles: [(path: String, file: SourceFile)] = []
    private static let filesKept = 4

    private static func contains(_ sorted: [UInt32], _ hash: UInt32) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < hash { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == hash
    }

    /// The sorted, distinct hashes (32 bits: a collision costs a parse, not an answer) of every name written right before a `(` and after no dot:
    /// libc's memchr finds each parenthesis, and no String is made.
    public static func calledNameHashes(_ bytes: [UInt8]) -> [UInt32] { callHashes(bytes).called }

    /// With the called names, in the same pass: the hashes of every type name a call may build,
    /// `Player(`, `Roster.Player(` and `Player.init(` alike, dot or not (the calls ProjectUses's
    /// ConstructionScanner records), so a question about one type reads only the files that
    /// may build it.
    public static func callHashes(_ bytes: [UInt8]) -> (called: [UInt32], constructed: [UInt32]) {
        bytes.withUnsafeBufferPointer { b in
            var hashes: [UInt32] = [], constructed: [UInt32] = []
            guard let base = b.baseAddress else { return ([], []) }
            var i = 0
            while i < b.count, let hit = memchr(base + i, Int32(UInt8(ascii: "(")), b.count - i) {
                let open = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var start = open
                while start > 0, isIdentifierByte(b[start - 1]) { start -= 1 }
                if start < open, !(b[start] >= UInt8(ascii: "0") && b[start] <= UInt8(ascii: "9")) {
                    let afterDot = start > 0 && b[start - 1] == UInt8(ascii: ".")
                    // The name before the dot, if any (`Date` of `Date.parseDate(`, `Player` of `Player.init(`).
                    var receiver = start..<start
                    if afterDot {
                        var receiverStart = start - 1
                        while receiverStart > 0, isIdentifierByte(b[receiverStart - 1]) { receiverStart -= 1 }
                        receiver = receiverStart..<(start - 1)
                    }
                    let receiverIsType = !receiver.isEmpty && b[receiver.lowerBound] >= UInt8(ascii: "A") && b[receiver.lowerBound] <= UInt8(ascii: "Z")
                    // A method or modifier (`.font(`, `state.map(`) is never asked about: only a type's
                    // initializer, a free function, which no dot precedes, or a static function
                    // called by its type's name (`Date.parseDate(`, not `Roster.Player.make(`).
                    if !afterDot || receiverIsType && (receiver.lowerBound == 0 || b[receiver.lowerBound - 1] != UInt8(ascii: ".")) {
                        hashes.append(UInt32(truncatingIfNeeded: FNV1a.value(of: UnsafeBufferPointer(rebasing: b[start..<open]))))
                    }
                    let isInit = afterDot && open - start == 4 && b[start] == UInt8(ascii: "i") && b[start + 1] == UInt8(ascii: "n")
                        && b[start + 2] == UInt8(ascii: "i") && b[start + 3] == UInt8(ascii: "t")
                    let type = isInit ? receiver : start..<open
                    if !type.isEmpty, b[type.lowerBound] >= UInt8(ascii: "A"), b[type.lowerBound] <= UInt8(ascii: "Z") {
                        constructed.append(UInt32(truncatingIfNeeded: FNV1a.value(of: UnsafeBufferPointer(rebasing: b[type]))))
                    }
                }
                i = open + 1
            }
            return (distinctSorted(hashes), distinctSorted(constructed))
        }
    }

    private static func distinctSorted(_ hashes: [UInt32]) -> [UInt32] {
        let sorted = hashes.sorted()
        var distinct: [UInt32] = []
        distinct.reserveCapacity(sorted.count)
        for hash in sorted where distinct.last != hash { distinct.append(hash) }
        return distinct
    }

    /// Whether sorted, distinct hashes hold the hash of `name`.
    public static func holds(_ sorted: [UInt32], _ name: String) -> Bool {
        contains(sorted, UInt32(truncatingIfNeeded: FNV1a.value(of: name.utf8)))
    }
}
