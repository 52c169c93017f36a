// Flags views that pick text by branching on match state.

import UmpireCore

public struct MatchStateBranching: Rule {
    public static let description = RuleDescription(
        id: "match-state-branching", area: .serverDrivenUI, languages: [.swift], roles: [.view, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "View code that chooses text by branching on match state",
        rationale: """
            Which headline a second innings shows, or what a rain delay says, is product logic: \
            it belongs in buildDisplayState so every surface says the same thing and a wording \
            change does not need a release. Choosing a colour from a phase or a sentiment is a \
            pure view concern and stays in the view.
            """,
        fix: "Send the text from the backend's display state; keep only styling decisions in the view.",
        options: [MatchVocabulary.option("vocabulary", MatchVocabulary.state, "Names of match state the backend owns.")],
        limitations: "Branches count as choosing text when they contain a string literal; a branch that picks a view or a colour is allowed.",
        triggering: [
            Example("""
                ↓if state.innings == 2 {
                    Text("Chasing \\(state.targetLine)")
                } else {
                    Text("First innings")
                }
                """),
            Example("""
                ↓switch state.status {
                case "rain": Text("Rain delay")
                default: Text(state.statusLine)
                }
                """),
            Example(#"Text(state.isLive ↓? "Live" : "Upcoming")"#),
        ],
        nonTriggering: [
            Example("Text(state.headline)\nText(state.statusLine)"),
            Example("""
                switch state.phase {
                case "powerplay": Color.ssAmber
                default: Color.secondary
                }
                """, trap: .lookAlike),
            Example(".foregroundStyle(state.isLive ? .red : .secondary)", trap: .lookAlike),
            Example("if isShowingScorecard { ScorecardView(state: state) }", trap: .lookAlike),
            Example(#"if status.author.isFollowed { Text("Following") }"#, trap: .lookAlike),
            Example(#"Text("if state.innings == 2 { Text(\"Chasing\") }")"#, trap: .inString),
            Example("// if state.innings == 2 { Text(\"Chasing\") }", trap: .inComment),
        ])

    let vocabulary: [String]

    public init(options: RuleOptions) {
        vocabulary = options.strings("vocabulary")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for i in file.tokens.indices {
            switch file.kind(i) {
            case .keyword where file.is(i, "if") || file.is(i, "switch") || file.is(i, "guard"):
                guard let body = firstBrace(after: i, in: file), mentionsState(i + 1..<body, in: file),
                      let end = branchesEnd(from: body, in: file), containsText(body...end, in: file) else { continue }
                findings.report(file, at: i, Self.message)
            case .operator where file.is(i, "?"):
                guard let colon = ternaryColon(after: i, in: file), let start = conditionStart(before: i, in: file),
                      mentionsState(start..<i, in: file), containsText(i...resultEnd(after: colon, in: file), in: file) else { continue }
                findings.report(file, at: i, Self.message)
            default:
                break
            }
        }
    }

    private func firstBrace(after keyword: Int, in file: LexedFile) -> Int? {
        var j = file.nextSignificant(after: keyword)
        while let k = j {
            switch file.kind(k) {
            case .openBrace: return k
            case .openParen, .openBracket: j = file.partner(of: k).flatMap { file.nextSignificant(after: $0) }
            case .closeBrace, .semicolon: return nil
            default: j = file.nextSignificant(after: k)
            }
        }
        return nil
    }

    /// The last `}` of an `if … else if … else` chain (or of the switch body).
    private func branchesEnd(from brace: Int, in file: LexedFile) -> Int? {
        guard var end = file.partner(of: brace) else { return nil }
        while let next = file.nextSignificant(after: end), file.is(next, "else"),
              let open = firstBrace(after: next, in: file), let close = file.partner(of: open) {
            end = close
        }
        return end
    }

    /// A vocabulary name that is the value compared, not the root of a longer chain
    /// (`state.status`, not `status.account.id`).
    private func mentionsState(_ range: Range<Int>, in file: LexedFile) -> Bool {
        range.contains {
            file.kind($0) == .identifier && file.isOne($0, of: vocabulary)
                && file.kind(after: $0) != .openParen && file.kind(after: $0) != .dot
        }
    }

    /// A string literal in a branch, not in a `case "rain":` pattern.
    private func containsText(_ range: ClosedRange<Int>, in file: LexedFile) -> Bool {
        range.contains { file.kind($0) == .stringStart && !isCasePattern($0, in: file) }
    }

    private func isCasePattern(_ literal: Int, in file: LexedFile) -> Bool {
        var j = file.previousSignificant(before: literal)
        while let k = j {
            switch file.kind(k) {
            case .keyword where file.is(k, "case"): return true
            case .colon, .openBrace, .closeBrace, .semicolon: return false
            case .stringEnd: j = file.partner(of: k).flatMap { file.previousSignificant(before: $0) }
            default: j = file.previousSignificant(before: k)
            }
        }
        return false
    }

    /// The `:` that closes the ternary at `question`, at the same nesting.
    private func ternaryColon(after question: Int, in file: LexedFile) -> Int? {
        var j = file.nextSignificant(after: question)
        var nested = 0
        while let k = j {
            switch file.kind(k) {
            case .colon where nested == 0: return k
            case .operator where file.is(k, "?"): nested += 1
            case .colon: nested -= 1
            case .openParen, .openBracket, .openBrace, .stringStart:
                j = file.partner(of: k).flatMap { file.nextSignificant(after: $0) }
                continue
            case .closeParen, .closeBracket, .closeBrace, .comma, .semicolon, .newline: return nil
            default: break
            }
            j = file.nextSignificant(after: k)
        }
        return nil
    }

    private func conditionStart(before question: Int, in file: LexedFile) -> Int? {
        var j = question
        while let k = file.previousSignificant(before: j) {
            switch file.kind(k) {
            case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon, .keyword: return j
            case .operator where file.is(k, "=") || file.is(k, "??"): return j
            case .closeParen, .closeBracket, .stringEnd: j = file.partner(of: k) ?? k
            default: j = k
            }
        }
        return j
    }

    private func resultEnd(after colon: Int, in file: LexedFile) -> Int {
        var j = colon
        while let k = file.nextSignificant(after: j) {
            switch file.kind(k) {
            case .closeParen, .closeBracket, .closeBrace, .comma, .semicolon: return j
            case .openParen, .openBracket, .openBrace, .stringStart: j = file.partner(of: k) ?? k
            default: j = k
            }
            if file.tokens[j].kind != .closeParen, file.lines.line(at: file.tokens[j].startOffset) != file.lines.line(at: file.tokens[colon].startOffset) {
                return j
            }
        }
        return j
    }

    static let message = "This view picks text from match state; send the text from buildDisplayState instead."
}
