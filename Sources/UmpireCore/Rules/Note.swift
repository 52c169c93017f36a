// What a run could not do for one file, said in the report.

/// Something the run could not do for one file (too large, binary, unreadable).
public struct Note: Sendable, Hashable {
    public let path: String
    public let message: String
    /// Whether the file was requested but could not be linted (the run is incomplete).
    public let incomplete: Bool
    /// The file was linted, but its fixes could not be written (an I/O error: exit 2, while
    /// the lint itself is complete).
    public var unwritten = false
    /// The rule that gave up on the file (a custom pattern stopped at its deadline).
    public var stoppedRule: String?

    package init(path: String, message: String, incomplete: Bool, unwritten: Bool = false, stoppedRule: String? = nil) {
        self.path = path
        self.message = message
        self.incomplete = incomplete
        self.unwritten = unwritten
        self.stoppedRule = stoppedRule
    }

    /// Report order: path, then message.
    package static func ordered(_ a: Note, _ b: Note) -> Bool {
        a.path == b.path ? a.message < b.message : FileDiscovery.precedes(a.path, b.path)
    }
}
