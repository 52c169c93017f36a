// Which receivers are Live Activities, shared by the Live Activity rules as an option default.

import UmpireCore

enum ActivityNames {
    static let defaultWords = ["activity", "activities"]

    static let option = RuleOption("activityNames", default: .array(defaultWords.map(JSONValue.string)),
                                   help: "Words that, in a receiver's name (any case), mark it as a Live Activity.")

    /// Whether the receiver of member `i` (`activity.end`, `self.liveActivity?.pushToken`,
    /// `Activity<A>.activities.first?.pushToken`) is named like an activity: the name before the
    /// dot, or the one before that when it is `first` or `last`.
    static func isActivity(receiverOf i: Int, in file: LexedFile, words: [String]) -> Bool {
        var member = i
        for _ in 0..<2 {
            guard let name = receiverName(of: member, in: file) else { return false }
            let lower = file.text(name).lowercased()
            if words.contains(where: { lower.contains($0) }) { return true }
            guard file.isOne(name, of: ["first", "last"]) else { return false }
            member = name
        }
        return false
    }

    /// The identifier before `.name`, looking through `?` and `!` (`activity?.end`).
    private static func receiverName(of i: Int, in file: LexedFile) -> Int? {
        guard let dot = file.previousSignificant(before: i), file.kind(dot) == .dot else { return nil }
        var j = file.previousSignificant(before: dot)
        while let k = j, file.kind(k) == .operator, file.is(k, "?") || file.is(k, "!") {
            j = file.previousSignificant(before: k)
        }
        guard let k = j, file.kind(k) == .identifier else { return nil }
        return k
    }
}
