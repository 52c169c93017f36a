// What every file of a run shares beyond its own tokens: the configuration's definitions that
// rules read (what copy is, which types are the backend's). One instance per run, referenced by
// each lexed file.

public final class RunContext: Sendable {
    public let copy: CopyDefinition
    public let model: ModelSettings
    /// What a Swift file must name to declare something the project model holds.
    let modelWords: ModelWords

    public init(copy: CopyDefinition = .defaults, model: ModelSettings = .defaults) {
        self.copy = copy
        self.model = model
        modelWords = ModelWords(model)
    }

    /// The defaults, for files lexed outside a run (tests, `umpire tokens`).
    public static let defaults = RunContext()
}
