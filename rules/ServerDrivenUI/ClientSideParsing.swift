// Flags app and widget code that takes backend strings apart.

import UmpireCore

public struct ClientSideParsing: Rule {
    public static let description = RuleDescription(
        id: "client-side-parsing", area: .serverDrivenUI, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test, .service], severity: .error,
        summary: "Backend strings split or converted on the device",
        rationale: """
            A display string such as "14.2" overs is the backend's rendering of its data. \
            Splitting it to find the ball number, or converting a string field back into a \
            number, couples the app to a format the backend may change, and duplicates data \
            the backend already has as numbers. Ask for the value itself.
            """,
        fix: "Add the value you need as its own field in the display state.",
        options: [MatchVocabulary.option("vocabulary", ["overs", "score", "result", "toss"],
                                         "Backend fields sent as display strings, parsed when converted or sliced.")],
        limitations: """
            Int(…)/Double(…) and slicing are flagged only on members from the vocabulary or named \
            …String/…Text/…Line/…Label: the rule cannot see types, and converting a number \
            (`Double(state.runs)`) is not parsing.
            """,
        triggering: [
            Example(#"let parts = state.oversLine.↓split(separator: ".")"#),
            Example(#"let ball = Int(summary.overs.↓components(separatedBy: ".").last ?? "0")"#),
            Example("let completed = ↓Int(state.overs) ?? 0"),
            Example("let whole = state.overs.↓prefix(2)"),
        ],
        nonTriggering: [
            Example("Text(state.oversLine)\nText(state.ballInOverLine)"),
            Example("let width = Int(geometry.size.width)\nlet rate = Double(state.runs)", trap: .lookAlike),
            Example(#"let words = searchQuery.split(separator: " ")"#, path: "ios/CricketApp/Services/SearchService.swift", trap: .lookAlike),
            Example("let recent = state.recentBalls.prefix(6)", trap: .lookAlike),
            Example(#"Text("overs.split(separator: \".\")")"#, trap: .inString),
            Example("// let parts = state.overs.split(separator: \".\")", trap: .inComment),
        ])

    let vocabulary: [String]

    public init(options: RuleOptions) {
        vocabulary = options.strings("vocabulary")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for i in file.tokens.indices where file.kind(i) == .identifier {
            guard let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen else { continue }
            if file.isMemberAccess(i) {
                if let label = file.firstArgumentLabel(ofOpenParen: paren),
                   file.is(i, "split") && file.is(label, "separator") || file.is(i, "components") && file.is(label, "separatedBy") {
                    findings.report(file, at: i, Self.message)
                } else if file.isOne(i, of: ["prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "lastIndex", "index"]),
                          let receiver = file.receiver(ofCallee: i), parsesText(receiver, in: file) {
                    findings.report(file, at: i, Self.message)
                }
            } else if file.isOne(i, of: ["Int", "Double", "Float", "Decimal"]), isStringMember(argumentOf: paren, in: file) {
                findings.report(file, at: i, Self.message)
            }
        }
    }

    /// `Int(state.overs)`: the whole argument is one member chain ending in a parsed name.
    private func isStringMember(argumentOf paren: Int, in file: LexedFile) -> Bool {
        guard let close = file.partner(of: paren), let first = file.nextSignificant(after: paren),
              let last = file.lastName(ofChainStartingAt: first), last != first || file.kind(first) == .identifier,
              file.nextSignificant(after: last) == close, file.isMemberAccess(last) else { return false }
        return parsesText(last, in: file)
    }

    private func parsesText(_ name: Int, in file: LexedFile) -> Bool {
        guard file.kind(name) == .identifier else { return false }
        if file.isOne(name, of: vocabulary) { return true }
        let text = file.text(name)
        return text.hasSuffix("String") || text.hasSuffix("Text") || text.hasSuffix("Line") || text.hasSuffix("Label")
    }

    static let message = "This code parses a backend string; ask the backend for the value as its own field."
}
