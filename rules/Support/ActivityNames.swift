// Which receivers are Live Activities, shared by the Live Activity rules as an option default.

import UmpireCore

package enum ActivityNames {
    package static let defaultWords = ["activity", "activities"]

    package static let option = RuleOption("activityNames", default: .array(defaultWords.map(JSONValue.string)),
                                   help: "Words that, in a receiver's name (any case), mark it as a Live Activity.")

    /// Whether the receiver of member `i` (`activity.end`, `self.liveActivity?.pushToken`,
    /// `Activity<A>.activities.first?.pushToken`) is named like an activity: the name before the
    /// dot, or the one before that when it is `first` or `last`.
    /// Also, whatever its name: a local given `Activity.request(…)`'s result (`let started = try
    /// Activity.request(…)`), and `$0` in a closure over the activities (`….activities.compactMap { $0.pushToken }`).
    package static func isActivity(receiverOf i: Int, in context: RuleContext, words: [String]) -> Bool {
        let file = context.file
        var member = i
        for _ in 0..<2 {
            guard let name = receiverName(of: member, in: file) else { return false }
            let lower = file.text(name).lowercased()
            if words.contains(where: { lower.contains($0) }) { return true }
            // `for stale in Activity<A>.activities where …`: an element of the activities.
            if member == i, let sequence = context.loopSequence(ofNameAt: name), file.syntax.nameText(sequence) == "activities" { return true }
            if member == i, isRequestResult(name, in: file) || isActivitiesElement(name, in: file, words: words) { return true }
            guard file.isOne(name, of: ["first", "last"]) else { return false }
            member = name
        }
        return false
    }

    /// A plain name the file declares as `let name = try Activity.request(…)` (or `Activity<A>.request`).
    private static func isRequestResult(_ name: Int, in file: SourceFile) -> Bool {
        guard !file.isMemberAccess(name), !file.text(name).hasPrefix("$") else { return false }
        for d in file.occurrences(ofIdentifier: name) where d != name {
            guard let keyword = file.previousSignificant(before: d), file.isOne(keyword, of: ["let", "var"]),
                  let equals = file.nextSignificant(after: d), file.is(equals, "="),
                  var j = file.nextSignificant(after: equals) else { continue }
            while file.isOne(j, of: ["try", "await"]) || file.kind(j) == .operator && (file.is(j, "?") || file.is(j, "!")),
                  let next = file.nextSignificant(after: j) {
                j = next
            }
            guard file.isIdentifier(j, "Activity"), var k = file.nextSignificant(after: j) else { continue }
            if file.kind(k) == .operator, file.is(k, "<") {
                // Past the generic argument: `Activity<ScoreActivityAttributes>`.
                var steps = 0
                while steps < 16, let next = file.nextSignificant(after: k), !(file.kind(k) == .operator && file.is(k, ">")) {
                    k = next
                    steps += 1
                }
                guard let after = file.nextSignificant(after: k) else { continue }
                k = after
            }
            if file.kind(k) == .dot, let request = file.nextSignificant(after: k), file.is(request, "request") { return true }
        }
        return false
    }

    /// `$0` in a closure passed to a method called on the activities: `Activity<A>.activities.compactMap { $0.pushToken }`.
    private static func isActivitiesElement(_ name: Int, in file: SourceFile, words: [String]) -> Bool {
        guard file.text(name) == "$0",
              let brace = file.openers(around: name).first(where: { file.kind($0) == .openBrace }),
              var method = file.previousSignificant(before: brace) else { return false }
        // `.first(where: { $0… })`: the call the closure is an argument of.
        if file.kind(method) == .colon || file.kind(method) == .openParen,
           let paren = file.openers(around: brace).first(where: { file.kind($0) == .openParen }),
           let callee = file.callee(ofOpenParen: paren) {
            method = callee
        }
        guard file.kind(method) == .identifier, let receiver = receiverName(of: method, in: file) else { return false }
        let lower = file.text(receiver).lowercased()
        return words.contains { lower.contains($0) }
    }

    /// The identifier before `.name`, looking through `?` and `!` (`activity?.end`) and a
    /// subscript (`liveActivities[matchID]?.end`).
    private static func receiverName(of i: Int, in file: SourceFile) -> Int? {
        guard let dot = file.previousSignificant(before: i), file.kind(dot) == .dot else { return nil }
        var j = file.previousSignificant(before: dot)
        while let k = j, file.kind(k) == .operator, file.is(k, "?") || file.is(k, "!") {
            j = file.previousSignificant(before: k)
        }
        if let k = j, file.kind(k) == .closeBracket, let open = file.partner(of: k), open < k {
            j = file.previousSignificant(before: open)
        }
        guard let k = j, file.kind(k) == .identifier else { return nil }
        return k
    }
}
