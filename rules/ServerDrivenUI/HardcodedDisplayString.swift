// Flags SwiftUI text literals that read like match data rather than fixed chrome.

import UmpireCore

public struct HardcodedDisplayString: Rule {
    public static let description = RuleDescription(
        id: "hardcoded-display-string", area: .serverDrivenUI, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: "A SwiftUI literal that reads like match data or status",
        rationale: """
            Match titles, toss descriptions and status lines come from the backend, so a \
            literal such as "Rain delay" or "Needs 24 from 18" in a view is either stale data or \
            a second copy of backend logic. Fixed chrome ("Settings", "Follow") is fine.
            """,
        fix: "Render the string the backend sends in the display state; keep literals for fixed chrome.",
        options: [MatchVocabulary.option("vocabulary", MatchVocabulary.words,
                                         "Words (case-insensitive, whole words) that make a literal read like match data.")],
        limitations: """
            Reads only literals given directly to Text, Label, Button or .navigationTitle, outside \
            previews. A literal that only decorates one value (`"#\\(tag)"`, `"\\(rank)."`) is a \
            value, not copy, and is not flagged, nor is a placeholder that is `.hidden()` or \
            `.redacted(…)`.
            """,
        triggering: [
            Example(#"Text(↓"Rain delay — play resumes at 3pm")"#),
            Example(#"Label(↓"Live", systemImage: "dot.radiowaves.left.and.right")"#),
            Example(#".navigationTitle(↓"\(state.homeTeam) v \(state.awayTeam)")"#),
            Example(#"Text(↓"Needs 24 from 18")"#),
        ],
        nonTriggering: [
            Example(#"Text(state.statusLine)\nButton("Follow") { follow() }\n.navigationTitle("Settings")"#),
            Example(#"Label("Notifications", systemImage: "bell")"#, trap: .lookAlike),
            Example(#"Text(verbatim: state.scoreLine)"#, trap: .lookAlike),
            Example(#"let hint = "Text(\"Rain delay\")""#, trap: .inString),
            Example(#"// Text("Rain delay") came from the backend before"#, trap: .inComment),
            Example(#"Text("Rain delay")"#, path: "ios/CricketAppTests/StatusViewTests.swift", trap: .lookAlike),
            Example(#"""
                Text("\(index + 1).")
                Text("#\(state.rankLine)")
                Text("\(batter.name)")
                """#, trap: .lookAlike),
            Example("""
                Text("00").redacted(reason: .placeholder)
                Text("100/10").font(.headline).hidden()
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    Text("Rain delay — 14 overs lost")
                }
                """, trap: .lookAlike),
        ])

    let vocabulary: Set<String>

    public init(options: RuleOptions) {
        vocabulary = Set(options.strings("vocabulary").map { $0.lowercased() })
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for copy in CopyExtractor.strings(in: file) {
            guard case .swiftUI = copy.kind else { continue }
            let start = copy.stringStart
            guard !file.isInPreview(start), !isPlaceholder(start, in: file) else { continue }
            let text = literalText(ofStringAt: start, in: file)
            let interpolatesIntoWords = file.interpolationCount(ofStringAt: start) > 0 && text.contains(where: \.isLetter)
            if interpolatesIntoWords || text.contains(where: \.isNumber) || mentionsMatch(text) {
                findings.report(file, at: start, through: file.partner(of: start), Self.message)
            }
        }
    }

    /// `Text("00").redacted(reason: .placeholder)`, `Text("100%").hidden()`: a literal that
    /// only reserves space and is never read.
    private func isPlaceholder(_ literal: Int, in file: LexedFile) -> Bool {
        guard let opener = file.enclosingOpener(of: literal), file.kind(opener) == .openParen,
              var end = file.partner(of: opener) else { return false }
        while let dot = file.nextSignificant(after: end), file.kind(dot) == .dot,
              let name = file.nextSignificant(after: dot), file.kind(name) == .identifier {
            if file.isOne(name, of: ["hidden", "redacted"]) { return true }
            end = name
            if let paren = file.nextSignificant(after: name), file.kind(paren) == .openParen, let close = file.partner(of: paren) {
                end = close
            }
        }
        return false
    }

    /// The literal's own text, without its interpolations: `"#\(tag.name)"` is just `#`, a value
    /// with a prefix rather than copy.
    private func literalText(ofStringAt start: Int, in file: LexedFile) -> String {
        guard let end = file.partner(of: start) else { return "" }
        let depth = file.tokens[start].interpolationDepth
        var text = ""
        for j in start + 1..<end where file.kind(j) == .stringText && file.tokens[j].interpolationDepth == depth {
            text += file.text(j)
        }
        return text
    }

    private func mentionsMatch(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        if words.contains(where: vocabulary.contains) { return true }
        return zip(words, words.dropFirst()).contains { vocabulary.contains("\($0) \($1)") }
    }

    static let message = "This literal reads like match data; render the string the backend sends in the display state."
}
