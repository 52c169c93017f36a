// What every file of a run shares beyond its own tokens: the configuration's definitions that
// rules read (what copy is, which types are the backend's). One instance per run, referenced by
// each lexed file.

public final class RunContext: Sendable {
    public let copy: CopyDefinition
    public let model: ModelSettings
    /// Whether anything shows or applies a fix this run (`--fix`, `--diff`, JSON, SARIF and
    /// rdjson reports, the language server's code actions). A rule whose fix costs a look at
    /// the whole project skips it when nothing would use it.
    public let offersFixes: Bool
    /// What a Swift file must name to declare something the project model holds.
    package let modelWords: ModelWords

    public init(copy: CopyDefinition = .defaults, model: ModelSettings = .defaults, offersFixes: Bool = true) {
        self.copy = copy
        self.model = model
        self.offersFixes = offersFixes
        modelWords = ModelWords(model)
    }

    /// The defaults, for files lexed outside a run (tests, `umpire tokens`).
    public static let defaults = RunContext()
}

/// The words a Swift file must contain to declare something the project model holds: a
/// Codable or Live Activity type, a configured backend type, a service or API client, a widget. Checked on the raw
/// bytes before lexing, so most files are lexed once, in the second pass.
package struct ModelWords: Sendable {
    package let words: [[UInt8]]

    package init(_ settings: ModelSettings) {
        // `odable` finds Codable and Decodable in one pass over the bytes. The app's own models are
        // declared too (`TeamModel`, a view model, an `ObservableObject` or `@Observable` holder of
        // its state): what a view reads from one (`model.points`, `viewModel.days`, `startData.time`,
        // a `Date.now` of the device) is asked where it is declared, and of the code that builds it.
        // `@main` finds the app's root (`struct ScoresApp: App`), whose folder is the app target's.
        // `@NSManaged` finds a Core Data entity's fields: the app's own store, so a row's
        // `game.average` is known as the Double it is. (A file naming `NSManagedObjectID` in a
        // snapshot of a synced reply declares no entity.)
        self.init(words: ["odable", "ActivityAttributes", "Service", "Client", "Widget", "TimelineEntry", "Model", "Observable", "@main",
                          "@NSManaged"]
                  + settings.backendTypes)
    }

    /// A word that contains another (`LiveActivityDisplayState`, `DisplayState`) needs no pass of its own.
    package init(words: [String]) {
        let sorted = Set(words).sorted { ($0.count, $0) < ($1.count, $1) }
        var kept: [String] = []
        for word in sorted where !kept.contains(where: { word.utf8.count >= $0.utf8.count && word.contains($0) }) { kept.append(word) }
        self.words = kept.map { Array($0.utf8) }
    }

    package func occur(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in words.contains { ByteSearch.find($0, in: haystack) != nil } }
    }
}
