// What every file of a run shares beyond its own tokens: the configuration's definitions that
// rules read (what copy is). One instance per run, referenced by each lexed file.

public final class RunContext: Sendable {
    public let copy: CopyDefinition

    public init(copy: CopyDefinition = .defaults) {
        self.copy = copy
    }

    /// The defaults, for files lexed outside a run (tests, `umpire tokens`).
    public static let defaults = RunContext()
}
