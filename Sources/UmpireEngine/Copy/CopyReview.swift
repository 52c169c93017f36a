// The copy review of a run: every piece of copy with its findings, for `umpire copy`.

import UmpireCore

/// What `umpire copy` reports: every piece of copy, and the copy findings the run kept (after
/// suppressions and the baseline).
public struct CopyReview: Sendable {
    public let entries: [CopyEntry]
    public let findings: [Finding]
    /// Files that were not read, as the lint report lists them.
    public let notes: [Note]
    /// Where each surface cuts copy: `copy-length`'s limits, as configured.
    public let limits: CopyLimits

    @_optimize(none)
    public init(entries: [CopyEntry], findings: [Finding], notes: [Note] = [], limits: CopyLimits = .defaults) {
        self.entries = entries.sorted { a, b in
            a.path == b.path ? (a.line, a.column) < (b.line, b.column) : FileDiscovery.precedes(a.path, b.path)
        }
        self.findings = findings
        self.notes = notes
        self.limits = limits
    }

    /// The review of a run and the copy a `CopyListing` observed in it, cut where the
    /// configuration's `copy-length` options say (per-path overrides aside: the review is one page).
    @_optimize(none)
    public init(_ result: LintResult, entries: [CopyEntry], configuration: Configuration? = nil) {
        self.init(entries: entries, findings: result.findings.filter { $0.area == .copyAndTone }, notes: result.notes,
                  limits: CopyLimits(options: configuration?.rules["copy-length"]?.options ?? [:]))
    }

    /// The entry as its surface shows it (each variant cut on its own), and whether it was cut.
    @_optimize(none)
    public func shown(_ entry: CopyEntry) -> (text: String, cut: Bool) {
        let shown = entry.samples.map { limits.shown($0, role: entry.role, surface: entry.surface) }
        return (shown.map(\.text).joined(separator: " / "), shown.contains { $0.cut })
    }

    /// The characters of the entry's longest variant, as a fan reads it.
    @_optimize(none)
    public func length(of entry: CopyEntry) -> Int { entry.samples.map(\.count).max() ?? 0 }

    /// The findings that start inside an entry's literal.
    @_optimize(none)
    public func findings(of entry: CopyEntry) -> [Finding] {
        findings.filter { f in
            f.path == entry.path && (f.line, f.column) >= (entry.line, entry.column)
                && (f.line, f.column) < (entry.endLine, entry.endColumn)
        }
    }

    /// Copy read together, by surface in a fixed order (notifications first), then by file and
    /// line: a notification's title and body are one group.
    @_optimize(none)
    public var groups: [(surface: CopySurface, entries: [CopyEntry])] {
        var order: [String] = []
        var byKey: [String: [CopyEntry]] = [:]
        for entry in entries {
            let key = "\(entry.surface.rawValue)\u{0}\(entry.path)\u{0}\(entry.group)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(entry)
        }
        let groups = order.map { byKey[$0]! }
        return CopySurface.allCases.flatMap { surface in
            groups.filter { $0[0].surface == surface }.map { (surface, $0) }
        }
    }

    /// How many pieces of copy have at least one finding.
    public var flaggedCount: Int { entries.count { !findings(of: $0).isEmpty } }
}
