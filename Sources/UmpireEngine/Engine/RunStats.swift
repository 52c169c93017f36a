// Where a run's time goes (`--stats`): per phase, per rule, and the slowest files.

import Foundation
import UmpireCore

/// Times every stage for `--stats`: per phase and rule summed over threads, and per file.
public final class StatsObserver: RunObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var stats = RunStats()
    private var perFile: [String: UInt64] = [:]

    @_optimize(none)
    public init() {}

    public var timesStages: Bool { true }
    public var needsEveryFileLexed: Bool { false }

    @_optimize(none)
    public func stage(_ stage: Stage, of path: String, took nanos: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        switch stage {
        case .read: stats.readNanos += nanos
        case .lex: stats.lexNanos += nanos
        case .suppressions: stats.suppressNanos += nanos
        case let .rule(id): stats.ruleNanos[id, default: 0] += nanos
        case let .project(id):
            stats.projectNanos += nanos
            stats.projectRuleNanos[id, default: 0] += nanos
            return
        }
        perFile[path, default: 0] += nanos
    }

    /// The run's timings, with its five slowest files.
    @_optimize(none)
    public var result: RunStats {
        lock.lock()
        defer { lock.unlock() }
        var out = stats
        out.slowest = perFile.map { (path: $0.key, nanos: $0.value) }.sorted { $0.nanos > $1.nanos }.prefix(5).map { $0 }
        return out
    }
}

/// A run's timings, summed over threads (so phases can add up to more than the wall time).
public struct RunStats: Sendable {
    public var readNanos: UInt64 = 0
    public var lexNanos: UInt64 = 0
    public var suppressNanos: UInt64 = 0
    public var projectNanos: UInt64 = 0
    /// Each cross-file rule's share of `projectNanos`.
    public var projectRuleNanos: [String: UInt64] = [:]
    public var ruleNanos: [String: UInt64] = [:]
    public var slowest: [(path: String, nanos: UInt64)] = []

    /// The `--stats` report, written to standard error so it never mixes with a report.
    /// `walkOverlaps`: the folder walk ran alongside linting, so it is part of the lint's time.
    @_optimize(none)
    public func render(_ result: LintResult, discoverySeconds: Double, reportingSeconds: Double, walkOverlaps: Bool = false) -> String {
        @_optimize(none)
        func s(_ nanos: UInt64) -> String { Wording.decimals(Double(nanos) / 1e9, 3) + " s" }
        let wall = result.seconds + (walkOverlaps ? 0 : discoverySeconds) + reportingSeconds
        let mb = Double(result.bytes) / 1_048_576
        var out = "umpire --stats\n"
        out += "  wall \(Wording.decimals(wall, 3)) s · \(Wording.grouped(result.files)) files · "
        out += "\(Wording.grouped(result.lines)) lines · \(Wording.decimals(mb, 2)) MB · "
        out += "\(Wording.decimals(wall > 0 ? mb / wall : 0, 2)) MB/s · \(Wording.grouped(Int(wall > 0 ? Double(result.lines) / wall : 0))) lines/s\n"
        out += "  phases (summed over threads):\n"
        out += "    discovery   \(Wording.decimals(discoverySeconds, 3)) s\(walkOverlaps ? " (the folder walk, alongside linting)" : "")\n"
        out += "    reading     \(s(readNanos))\n    lexing      \(s(lexNanos))\n"
        let rulesTotal = ruleNanos.values.reduce(0, +)
        out += "    rules       \(s(rulesTotal))\n"
        let width = (ruleNanos.keys.map(\.count).max() ?? 0) + 2
        for (id, nanos) in ruleNanos.sorted(by: { $0.value > $1.value }) {
            out += "      \(id.padded(to: width))\(s(nanos))\n"
        }
        out += "    suppressions \(s(suppressNanos))\n    cross-file  \(s(projectNanos))\n"
        let projectWidth = (projectRuleNanos.keys.map(\.count).max() ?? 0) + 2
        for (id, nanos) in projectRuleNanos.sorted(by: { $0.value > $1.value }) where nanos > 0 {
            out += "      \(id.padded(to: projectWidth))\(s(nanos))\n"
        }
        out += "    reporting   \(Wording.decimals(reportingSeconds, 3)) s\n"
        out += "  slowest files:\n"
        for file in slowest.sorted(by: { $0.nanos > $1.nanos }).prefix(5) {
            out += "    \(Wording.decimals(Double(file.nanos) / 1e6, 3)) ms  \(file.path)\n"
        }
        return out
    }
}
