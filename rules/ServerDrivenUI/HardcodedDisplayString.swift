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
        options: [
            MatchVocabulary.option("vocabulary", MatchVocabulary.words,
                                   "Words (case-insensitive, whole words) that make a literal read like match data."),
            RuleOption("developerScreens", default: .array(["*Debug*.swift", "*DeveloperMenu*.swift"].map(JSONValue.string)), kind: .globs,
                       help: "Globs of developer-only screens, whose text is not product copy."),
        ],
        limitations: """
            Reads only literals given to Text, Label, Button or .navigationTitle, directly or \
            through a constant the file declares (`let delayNote = "…"`, `Text(delayNote)`), \
            outside previews and developer screens (option developerScreens). An interpolation counts \
            when it reads a member (`state.target`), not a local such as a slider's value. Not \
            flagged: a literal that only decorates one value (`"#\\(tag)"`, `"\\(rank)."`), a \
            strings-catalog key (`"match.summary.runs \\(count)"`, whose text lives in the \
            catalog) and a placeholder that is `.hidden()` or `.redacted(…)`.
            """,
        triggering: [
            Example(#"Text(↓"Rain delay — play resumes at 3pm")"#),
            Example(#"Label(↓"Live", systemImage: "dot.radiowaves.left.and.right")"#),
            Example(#".navigationTitle(↓"\(state.homeTeam) v \(state.awayTeam)")"#),
            Example(#"Text(↓"Needs 24 from 18")"#),
            Example(#"Label(↓"Free hit", systemImage: "bolt.fill")"#,
                    options: ["vocabulary": .array((MatchVocabulary.words + ["free hit"]).map(JSONValue.string))]),
            // Toss descriptions: built from fields, as a label, over two lines.
            Example(#"Text(↓"\(state.tossWinner) won the toss and chose to \(state.tossDecision)")"#),
            Example(#"Label(↓"Toss: \(state.tossWinner)", systemImage: "circle.lefthalf.filled")"#),
            Example("""
                Text(
                    ↓"Toss at 9:30, play starts at 10:00 local time"
                )
                .font(.footnote)
                """),
            // Match titles: a series fixture and venue, the Live Activity's teams from its attributes.
            Example(#"Text(↓"1st T20I · \(state.venue)")"#),
            Example(#"""
                struct ExpandedCenterView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        Text(↓"\(context.attributes.homeTeam) v \(context.attributes.awayTeam)")
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/ExpandedCenterView.swift"),
            Example("""
                struct CompactLeadingView: View {
                    var body: some View {
                        Text(↓"LIVE").font(.caption2.bold())
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift"),
            // Status messages through constants the view declares, and interruptions by name.
            Example("""
                struct DelayBanner: View {
                    private let delayNote = "Rain stopped play"
                    static let abandoned: String = "Match abandoned — no result"
                    var body: some View {
                        Text(↓delayNote)
                        Label(↓Self.abandoned, systemImage: "cloud.rain")
                    }
                }
                """),
            Example("""
                Label(↓"Bad light stopped play", systemImage: "sun.haze")
                Text(↓"Drinks")
                """),
        ],
        nonTriggering: [
            // The product's feature name, not a match being live.
            Example("""
                Toggle("Start a Live Activity when a match starts", isOn: $autoStart)
                Text("Live Activities are off in Settings")
                """, trap: .lookAlike),
            Example(#"Text(state.statusLine)\nButton("Follow") { follow() }\n.navigationTitle("Settings")"#),
            Example(#"Label("Notifications", systemImage: "bell")"#, trap: .lookAlike),
            // An emoji flag, the view's own sheet and a chrome constant.
            Example("""
                struct ScoreHeaderView: View {
                    private static let flags = ["IND": "🇮🇳", "PAK": "🇵🇰"]
                    private let scorecardTitle = "Full scorecard"
                    @State private var showsScorecard = false
                    let state: MatchDisplayState
                    var body: some View {
                        Text(Self.flags[state.battingTeamCode] ?? "🏏")
                        Button(scorecardTitle) { showsScorecard = true }
                            .sheet(isPresented: $showsScorecard) { ScorecardView(state: state) }
                    }
                }
                """, trap: .lookAlike),
            Example(#"Text(verbatim: state.scoreLine)"#, trap: .lookAlike),
            Example(#"let hint = "Text(\"Rain delay\")""#, trap: .inString),
            Example(#"// Text("Rain delay") came from the backend before"#, trap: .inComment),
            Example(#"Text("Rain delay")"#, path: "ios/CricketAppTests/StatusViewTests.swift", trap: .lookAlike),
            Example(#"""
                Text("\(index + 1).")
                Text("#\(state.rankLine)")
                Text("\(batter.name)")
                """#, trap: .lookAlike),
            Example(#"""
                Text("match.summary.runs-needed \(state.runsNeeded)")
                Text("\(sliderValue)pt")
                Text("\(zoom.rounded())x")
                Button("Share \(shareTitle)") { share() }
                """#, trap: .lookAlike),
            Example(#"Button("Set 24 runs needed") { debugState.force(.chase) }"#,
                    path: "ios/CricketApp/Views/DebugMenuView.swift", trap: .lookAlike),
            Example(#"Button("Rain delay, 20 overs lost") { scenarios.load(.rainDelay) }"#,
                    path: "ios/CricketApp/Internal/ScenarioPickerView.swift", trap: .lookAlike,
                    options: ["developerScreens": .array(["*Debug*.swift", "*DeveloperMenu*.swift", "**/Internal/**"].map(JSONValue.string))]),
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
    let developerScreens: RolePatterns

    public init(options: RuleOptions) {
        vocabulary = Set(options.strings("vocabulary").map { $0.lowercased() })
        developerScreens = options.globs("developerScreens")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        if developerScreens.matches(file.rolePath) { return }
        for copy in CopyExtractor.strings(in: file) {
            guard case .swiftUI = copy.kind else { continue }
            let start = copy.stringStart
            guard !file.isInPreview(start), !isPlaceholder(start, in: file), readsLikeData(start, in: file) else { continue }
            findings.report(file, at: start, through: file.partner(of: start), Self.message)
        }
        checkConstants(in: file, into: &findings)
    }

    private func readsLikeData(_ start: Int, in file: LexedFile) -> Bool {
        let text = literalText(ofStringAt: start, in: file)
        guard !isLocalizationKey(text) else { return false }
        let interpolatesData = text.contains(where: \.isLetter) && interpolatesAMember(start, in: file)
        return interpolatesData || text.contains(where: \.isNumber) || mentionsMatch(text)
    }

    /// `private let delayNote = "Rain stopped play"` shown by `Text(delayNote)` or
    /// `Label(Self.delayNote, …)`: a literal the file names, given to SwiftUI by its name.
    private func checkConstants(in file: LexedFile, into findings: inout FindingSink) {
        var constants: [String: Int] = [:]
        for i in file.tokens.indices where file.kind(i) == .keyword && file.is(i, "let") {
            guard let name = file.nextSignificant(after: i), file.kind(name) == .identifier,
                  var equals = file.nextSignificant(after: name) else { continue }
            // `let delayNote: String = "…"`
            if file.kind(equals) == .colon, let type = file.nextSignificant(after: equals), file.is(type, "String"),
               let next = file.nextSignificant(after: type) { equals = next }
            guard file.is(equals, "="), let literal = file.nextSignificant(after: equals), file.kind(literal) == .stringStart,
                  let end = file.partner(of: literal), file.kind(after: end) != .dot, file.kind(after: end) != .operator else { continue }
            constants[file.text(name)] = literal
        }
        guard !constants.isEmpty else { return }
        for i in file.tokens.indices where file.kind(i) == .identifier {
            // Where it is shown first (token kinds), then which constant (a string per name).
            guard let start = shownBy(i, in: file), let literal = constants[file.text(i)],
                  !file.isInPreview(i), !isPlaceholder(i, in: file), readsLikeData(literal, in: file) else { continue }
            findings.report(file, at: start, through: i, Self.message)
        }
    }

    /// The first token of `name` or `Self.name` when it is the first argument of `Text(…)`,
    /// `Label(…, systemImage:)`, `Button(…) { … }` or `.navigationTitle(…)`.
    private func shownBy(_ name: Int, in file: LexedFile) -> Int? {
        var first = name
        if let dot = file.previousSignificant(before: name), file.kind(dot) == .dot,
           let owner = file.previousSignificant(before: dot), file.kind(owner) == .identifier || file.kind(owner) == .keyword,
           file.text(owner).first?.isUppercase == true {
            first = owner
        }
        guard let paren = file.previousSignificant(before: first), file.kind(paren) == .openParen,
              let callee = file.callee(ofOpenParen: paren), file.isOne(callee, of: CopyExtractor.swiftUICallees),
              file.isMemberAccess(callee) == file.is(callee, "navigationTitle"),
              let after = file.nextSignificant(after: name), file.kind(after) == .closeParen || file.kind(after) == .comma else { return nil }
        return first
    }

    /// `"Target \(state.target)"` interpolates a value read from data; `"\(value)pt"` a local.
    private func interpolatesAMember(_ start: Int, in file: LexedFile) -> Bool {
        guard let end = file.partner(of: start) else { return false }
        let depth = file.tokens[start].interpolationDepth
        for j in start + 1..<end where file.kind(j) == .interpolationStart && file.tokens[j].interpolationDepth == depth {
            let close = file.partner(of: j) ?? end
            // A property read (`state.target`), not a method on a local (`value.roundedString()`).
            for k in j + 1..<close where file.kind(k) == .dot {
                if let before = file.previousSignificant(before: k), [.identifier, .closeParen, .closeBracket].contains(file.kind(before)),
                   before > j, let name = file.nextSignificant(after: k), file.kind(name) == .identifier,
                   file.kind(after: name) != .openParen {
                    return true
                }
            }
        }
        return false
    }

    /// `"status.summary.n-quotes \(count)"`: a key into the strings catalog, where the text lives.
    private func isLocalizationKey(_ text: String) -> Bool {
        guard let word = text.split(separator: " ").first, word.contains("."), !word.hasSuffix("."),
              let first = word.first, first.isLowercase else { return false }
        return word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
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
        var words = text.lowercased().split { !$0.isLetter }.map(String.init)
        // "Live Activity" is the product's feature, not a match being live.
        words = words.indices.filter { k in
            !(words[k] == "live" && k + 1 < words.count && words[k + 1].hasPrefix("activit"))
        }.map { words[$0] }
        if words.contains(where: vocabulary.contains) { return true }
        return zip(words, words.dropFirst()).contains { vocabulary.contains("\($0) \($1)") }
    }

    static let message = "This literal reads like match data; render the string the backend sends in the display state."
}
