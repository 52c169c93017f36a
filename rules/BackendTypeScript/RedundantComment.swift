// Flags line comments that only restate the statement below them.

import UmpireCore
import UmpireRuleSupport

public struct RedundantComment: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "redundant-comment", area: .backendTypeScript, languages: [.typeScript], roles: [.backend],
        excludedRoles: [.test, .generated], severity: .warning,
        summary: "A line comment that restates the next line of code",
        rationale: """
            `// Get all devices for this user` above `getDevicesForUser(userId)` tells the reader \
            nothing the code does not, and it goes stale silently when the code changes. \
            Comments earn their place by saying what the code cannot: why, the unit, the \
            constraint, the planned index.
            """,
        fix: "Delete the comment, or replace it with the reason the code does this.",
        // A comment that repeats the next line carries nothing a reader needs; removing it
        // changes no behaviour.
        fixes: .safe,
        options: [maxWordsOption.declaration, verbsOption.declaration, reasonWordsOption.declaration],
        limitations: """
            Only a single `//` line directly above code is judged (not an all-caps section \
            heading), and only when every word in it is an imperative verb, a filler word or a word of the next statement's names \
            (camelCase split, plurals matched, a name that shortens the word: `subs` for \
            subscriptions, `stats` for statistics, not a keyword) or of its literals' text (`// Return the cut line \
            text` above `` return `Cut line ${…}` ``; "number" is a `.length`), or of the statements declaring the locals it uses \
            (`feed` from `fetchLiveFeed()`), or, as a function's first line, of its signature \
            ("Get the follow" in `getFollow(…)`). Comments with numbers, quotes, code or a colon, \
            or a word stressed in capitals (`Find ALL …`), are assumed to carry detail. \
            Examples, snippets and docs folders are not read: they narrate steps for a reader.
            """,
        triggering: examples.triggering + storeExamples.triggering, nonTriggering: examples.nonTriggering + storeExamples.nonTriggering) }
    let maxWords: Int
    let verbs: Set<String>
    let reasons: Set<String>

    static let maxWordsOption = Option<Int>(RuleOption("maxWords", default: .number(8), kind: .integer(1...50), help: "Longer comments are assumed to say more than the code."))
    static let verbsOption = Option<[String]>(RuleOption("verbs", default: .array(RedundantCommentVocabulary.verbs.map(JSONValue.string)),
        help: "Imperative first words of a restating comment (`Get`, `Return`, `Check`)."))
    static let reasonWordsOption = Option<[String]>(RuleOption("reasonWords", default: .array(RedundantCommentVocabulary.reasons.map(JSONValue.string)),
        help: "Words that make a comment a reason or a warning, never redundant."))

    public init(options: RuleOptions) {
        maxWords = options[Self.maxWordsOption]
        verbs = Set(options[Self.verbsOption].map { $0.lowercased() })
        reasons = Set(options[Self.reasonWordsOption].map { $0.lowercased() })
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // Documentation snippets and example apps narrate each step for the reader on purpose.
        guard !context.isTestLike, !TestLikePaths.isSampleData(context.rolePath) else { return }
        for c in file.tokens.indices where file.kind(c) == .lineComment {
            // Cheapest tests first: most comments fail on their first word.
            guard startsWithVerb(c, in: file), isAloneOnItsLine(c, in: file),
                  let code = codeOnNextLine(after: c, in: file), !hasCommentAbove(c, in: file),
                  let words = commentWords(c, in: file), let verb = words.first, verbs.contains(verb) else { continue }
            var vocabulary = RedundantCommentVocabulary.codeWords(from: code, in: file)
            let meaningful = words.dropFirst().filter { !RedundantCommentVocabulary.filler.contains($0) }
            let content = meaningful.filter { !RedundantCommentVocabulary.genericObjects.contains($0) }
            guard !meaningful.isEmpty, RedundantCommentVocabulary.covers(verb, vocabulary) else { continue }
            if !content.allSatisfy({ RedundantCommentVocabulary.covers($0, vocabulary) }) {
                // "Loop over the live matches" above `for (const entry of feed.matches)`, where
                // `feed = await fetchLiveFeed()`: the names the line uses say what their values are.
                vocabulary.formUnion(RedundantCommentVocabulary.declarationWords(ofNamesFrom: code, in: file))
                // "Get the follow" as the first line of `getFollow(…)`: the function's name says it.
                vocabulary.formUnion(RedundantCommentVocabulary.signatureWords(ifFirstIn: c, in: file))
                guard content.allSatisfy({ RedundantCommentVocabulary.covers($0, vocabulary) }) else { continue }
            }
            findings.report(file, at: c, Self.message, fix: Fix("Remove the comment", .safe, edits: [file.removingWithLine(c)]))
        }
    }

    static let message = "This comment restates the next line; delete it, or say why the code does this."

    /// Words written in capitals to stress a point: the comment warns, it does not restate.
    static let stressed: Set<String> = ["ALL", "NOT", "ONLY", "NEVER", "ALWAYS", "MUST", "EVERY", "ANY", "NO", "NONE", "BOTH",
                                        "EACH", "EXACTLY", "BEFORE", "AFTER", "FIRST", "LAST", "AGAIN", "STILL"]

    /// The comment's words, lower-cased; nil when it is a directive, a marker, a reason or carries detail.
    private func commentWords(_ c: Int, in file: SourceFile) -> [String]? {
        let token = file.tokens[c]
        let start = token.start.value, end = token.end.value
        guard end - start >= 2, file.bytes[start + 1] == UInt8(ascii: "/"), end - start == 2 || file.bytes[start + 2] != UInt8(ascii: "/") else {
            return nil
        }
        let body = file.bytes[(start + 2)..<end]
        guard let words = body.allSatisfy({ $0 < 0x80 }) ? Self.asciiWords(body) : Self.words(String(decoding: body, as: UTF8.self)[...]),
              !words.isEmpty, words.count <= maxWords else { return nil }
        if words.contains(where: { reasons.contains($0) }) { return nil }
        return words
    }

    /// The words of a comment's text, lower-cased; nil when it carries detail, is a heading or
    /// stresses a word in capitals.
    private static func words(_ body: Substring) -> [String]? {
        // Numbers, quotes, code, questions and labels carry detail the code does not show.
        if body.contains(where: { $0.isNumber || detailCharacters.contains($0) }) { return nil }
        // An all-caps line is a section heading over a block, not a note on one statement.
        let letters = body.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return nil }
        // `Find ALL open incidents`: a word stressed in capitals says what the code does not.
        if body.split(whereSeparator: { !$0.isLetter }).contains(where: { stressed.contains(String($0)) }) { return nil }
        return body.split { !$0.isLetter && $0 != "-" }.map { $0.lowercased() }
    }

    /// `words(_:)` for an ASCII comment, read as bytes: the same answers without a `Character`.
    private static func asciiWords(_ body: ArraySlice<UInt8>) -> [String]? {
        var letters = 0, upper = 0
        for b in body {
            if isDigit(b) || detailBytes[Int(b)] { return nil }
            if isASCIILetter(b) {
                letters += 1
                if b < UInt8(ascii: "a") { upper += 1 }
            }
        }
        if letters > 1, upper == letters { return nil }
        var words: [String] = []
        var i = body.startIndex
        while i < body.endIndex {
            guard isASCIILetter(body[i]) || body[i] == UInt8(ascii: "-") else { i += 1; continue }
            var j = i
            while j < body.endIndex, isASCIILetter(body[j]) || body[j] == UInt8(ascii: "-") { j += 1 }
            // Capitals are read between hyphens too, as a split on letters alone reads them.
            for part in body[i..<j].split(separator: UInt8(ascii: "-")) where stressed.contains(String(decoding: part, as: UTF8.self)) {
                return nil
            }
            words.append(Words.lowercased(body[i..<j]))
            i = j
        }
        return words
    }

    /// The punctuation that marks a comment as carrying detail: numbers, quotes, code, questions, labels.
    private static let detailCharacters = "\"'`():;?!=<>{}[]@#$/\\_"

    /// `detailCharacters` by byte, for the ASCII path.
    private static let detailBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for b in detailCharacters.utf8 { table[Int(b)] = true }
        return table
    }()


    /// Whether the comment's first word, lower-cased, is one of the verbs (read from the bytes,
    /// before any string is built for the whole comment).
    private func startsWithVerb(_ c: Int, in file: SourceFile) -> Bool {
        let token = file.tokens[c]
        var i = token.start.value + 2
        let end = token.end.value
        while i < end, file.bytes[i] == UInt8(ascii: " ") || file.bytes[i] == UInt8(ascii: "\t") { i += 1 }
        let first = i
        while i < end {
            let b = file.bytes[i]
            // Words split as in commentWords: letters and hyphens; any other letter, let it decide.
            if b >= 0x80 { return true }
            guard isASCIILetter(b) || b == UInt8(ascii: "-") else { break }
            i += 1
        }
        guard i > first else { return false }
        return verbs.contains(Words.lowercased(file.bytes[first..<i]))
    }

    /// Nothing but whitespace or block comments before it on its line.
    private func isAloneOnItsLine(_ c: Int, in file: SourceFile) -> Bool {
        var j = c - 1
        while j >= 0, file.kind(j) != .newline {
            guard file.kind(j) == .whitespace || file.kind(j) == .blockComment else { return false }
            j -= 1
        }
        return true
    }

    /// Part of a longer comment block (suppression directives above do not count).
    private func hasCommentAbove(_ c: Int, in file: SourceFile) -> Bool {
        file.commentBlock(above: c).contains { !file.contains($0, "umpire:") && !file.contains($0, "eslint-") }
    }

    /// The first code token on the line right after the comment (no blank line between).
    private func codeOnNextLine(after c: Int, in file: SourceFile) -> Int? {
        var j = c + 1
        guard j < file.tokens.count, file.kind(j) == .newline else { return nil }
        j += 1
        while j < file.tokens.count, file.kind(j) == .whitespace { j += 1 }
        guard j < file.tokens.count, !file.kind(j).isTrivia else { return nil }
        return j
    }
}
