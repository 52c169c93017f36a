// What `--fix` needs of a linted file: where it is and the bytes the findings point into.

import UmpireCore

public struct FixSource: Sendable {
    /// As reports print it.
    public let path: String
    public let absolutePath: String
    public let rolePath: String
    /// The content that was linted (the index's blob with `--staged`).
    public let bytes: [UInt8]
    /// The lines a diff mode reported; fixes stay within them.
    public let changedLines: ChangedLines?
}

/// What a fix run did, for the report's summary.
public struct FixSummary: Sendable {
    /// Fixes applied (or, with `--diff`, that would be).
    public var applied = 0
    public var files: [String] = []
    /// Passes of fixing and linting again until nothing changed.
    public var passes = 0
    /// Files with fixes that were left alone, and why.
    public var skipped: [Note] = []
    /// With `--diff`: the changes, unwritten.
    public var dryRun = false

    @_optimize(none)
    public init() {}
}
