// Flags app and widget code that takes backend strings apart.

import UmpireCore
import UmpireRuleSupport

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
        options: [vocabularyOption.declaration, displaySuffixesOption.declaration],
        limitations: """
            A string is the backend's when the project model says so: a String member of the \
            backend's display state (`MatchDisplayState`, a Live Activity's `ContentState`, \
            any Codable model), reached through a property, a parameter, a `ForEach` element or \
            `context.state`, whatever its name. Where no declaration is found, the name decides: \
            a member from the vocabulary (`state.overs`) or a name with a display suffix \
            (`oversLine`). The view's own state (`@State`, `@AppStorage`) and values of other \
            known types are never backend data. Splitting, stripping (`replacingOccurrences`, \
            `trimmingCharacters`), matching a regex against, converting or slicing anything else \
            (a path, an id, a search query, a version) is not flagged, nor is preview code; \
            converting a number (`Double(state.runs)`) is not parsing.
            """,
        triggering: [
            Example(#"let parts = state.oversLine.↓split(separator: ".")"#),
            Example(#"let ball = Int(summary.overs.↓components(separatedBy: ".").last ?? "0")"#),
            Example("let completed = ↓Int(state.overs) ?? 0"),
            Example("let whole = state.overs.↓prefix(2)"),
            Example(#"let ball = state.oversLine?.↓split(separator: ".").last"#),
            Example("let rate = ↓Double(state.requiredRate) ?? 0",
                    options: ["vocabulary": .array(["overs", "score", "result", "toss", "requiredRate"].map(JSONValue.string))]),
            Example(#"let runs = state.scoreText.↓split(separator: "/").first"#,
                    options: ["displaySuffixes": .array(["Line", "Label", "Text"].map(JSONValue.string))]),
            // By declaration: `progress` is a String of the backend's display state, whatever its name.
            Example(#"""
                struct OversDotsView: View {
                    let state: MatchDisplayState

                    var body: some View {
                        let balls = Int(state.progress.↓split(separator: ".").last ?? "0") ?? 0
                        HStack { ForEach(0..<balls, id: \.self) { _ in Circle() } }
                    }
                }
                """#, companions: [ExampleModels.displayState]),
            Example("""
                struct BattersView: View {
                    let state: MatchDisplayState
                    var body: some View {
                        ForEach(state.batters) { batter in
                            Text(batter.name
                                .↓components(separatedBy: " ")
                                .last ?? batter.name)
                        }
                    }
                }
                """, companions: [ExampleModels.displayState]),
            Example(#"""
                struct CompactTrailingView: View {
                    let context: ActivityViewContext<ScoreActivityAttributes>
                    var body: some View {
                        Text(context.state.oversText.↓split(separator: ".").first ?? "")
                    }
                }
                """#, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", companions: [ExampleModels.activity]),
            // "14.2" in other shapes: a suffix stripped, a guard on the dot, a chain over lines, a regex.
            Example(#"let ballsInOver = Double(state.oversLine.↓replacingOccurrences(of: " ov", with: "")) ?? 0"#),
            Example(#"guard let dot = state.overs.↓firstIndex(of: ".") else { return 0 }"#),
            Example(#"""
                let runs = state.scoreLine
                    .↓split(separator: "/")
                    .first
                    .flatMap { Int($0) } ?? 0
                """#),
            Example(#"let parts = state.scoreLine.↓firstMatch(of: /(\d+)\/(\d+)/)"#),
            Example(#"Text(state.isChasing ? String(state.oversLine.↓prefix(while: { $0 != "." })) : state.oversLine)"#),
            // The widget's status line, by declaration: trimmed for the compact view.
            Example("""
                struct CompactLeadingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(state.statusLine.↓trimmingCharacters(in: .punctuationCharacters))
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift", companions: [ExampleModels.liveActivityState]),
        ],
        nonTriggering: [
            Example("Text(state.oversLine)\nText(state.ballInOverLine)"),
            Example("let width = Int(geometry.size.width)\nlet rate = Double(state.runs)", trap: .lookAlike),
            Example(#"let words = searchQuery.split(separator: " ")"#, path: "ios/CricketApp/Services/SearchService.swift", trap: .lookAlike),
            Example("let recent = state.recentBalls.prefix(6)\nlet shown = cardsToDisplay.prefix(family.maxCards)", trap: .lookAlike),
            Example("""
                let host = serverURL.host?.split(separator: ".").last
                let parts = result.components(separatedBy: "\\n")
                let major = appVersionString.split(separator: ".").first
                let ids = followedMatchIDs.components(separatedBy: ",")
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    OversView(balls: PreviewData.oversLine.split(separator: "."))
                }
                """, trap: .lookAlike),
            // The view's own text field, named like a display string: the declaration says it is local.
            Example(#"""
                struct OversEntryView: View {
                    @State private var oversLine = ""
                    var body: some View {
                        TextField("Overs", text: $oversLine)
                        Text("\(oversLine.split(separator: ".").count) parts")
                    }
                }
                """#, trap: .lookAlike, companions: [ExampleModels.displayState]),
            // An emoji flag looked up by the team code, and the view's own search text trimmed.
            Example("""
                struct TeamFlagView: View {
                    private static let flags = ["IND": "🇮🇳", "AUS": "🇦🇺", "SA": "🇿🇦"]
                    @State private var query = ""
                    let state: LiveActivityDisplayState
                    var body: some View {
                        Text(Self.flags[state.battingTeamCode] ?? "🏏")
                        TextField("Team", text: $query)
                            .onSubmit { query = query.trimmingCharacters(in: .whitespaces) }
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/TeamFlagView.swift", trap: .lookAlike,
                companions: [ExampleModels.liveActivityState]),
            Example(#"Text("overs.split(separator: \".\")")"#, trap: .inString),
            Example("// let parts = state.overs.split(separator: \".\")", trap: .inComment),
        ])

    let vocabulary: [String]
    let displaySuffixes: [String]

    static let vocabularyOption = Option<[String]>(MatchVocabulary.option("vocabulary", ["overs", "score", "result", "toss"],
        "Backend fields sent as display strings, parsed when split, converted or sliced."))
    static let displaySuffixesOption = Option<[String]>(RuleOption("displaySuffixes", default: .array(["Line", "Label"].map(JSONValue.string)),
        help: "Name endings of display strings from the backend (`oversLine`, `tossLabel`)."))

    public init(options: RuleOptions) {
        vocabulary = options[Self.vocabularyOption]
        displaySuffixes = options[Self.displaySuffixesOption]
    }

    static let numberTypes = TokenWords(["Int", "Double", "Float", "Decimal"])

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        for i in file.tokens.indices where file.kind(i) == .identifier {
            guard let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen else { continue }
            if file.isMemberAccess(i) {
                // The call first (cheap), then what it is called on (the project model).
                let label = file.firstArgumentLabel(ofOpenParen: paren)
                let splits = label.map { file.is(i, "split") && file.is($0, "separator") || file.is(i, "components") && file.is($0, "separatedBy") }
                guard splits == true || file.isOne(i, of: Self.slicingCalls), var receiver = file.receiver(ofCallee: i) else { continue }
                // `state.oversLine?.split(…)`: look through optional chaining.
                if file.kind(receiver) == .operator, file.is(receiver, "?") || file.is(receiver, "!"),
                   let before = file.previousSignificant(before: receiver) {
                    receiver = before
                }
                if parsesText(receiver, in: context), !context.isInPreview(i) {
                    findings.report(file, at: i, Self.message)
                }
            } else if file.isOne(i, of: Self.numberTypes), isStringMember(argumentOf: paren, in: context),
                      !context.isInPreview(i) {
                findings.report(file, at: i, Self.message)
            }
        }
    }

    /// `Int(state.overs)`: the whole argument is one member chain ending in a parsed name.
    private func isStringMember(argumentOf paren: Int, in context: RuleContext) -> Bool {
        let file = context.file
        guard let close = file.partner(of: paren), let first = file.nextSignificant(after: paren),
              let last = file.lastName(ofChainStartingAt: first), last != first || file.kind(first) == .identifier,
              file.nextSignificant(after: last) == close, file.isMemberAccess(last) else { return false }
        return parsesText(last, in: context)
    }

    /// A backend string by the project model; by its name (`state.overs`, a vocabulary
    /// member, or `oversLine`) where the model knows nothing of it.
    private func parsesText(_ name: Int, in context: RuleContext) -> Bool {
        let file = context.file
        switch context.origin(ofValueEndingAt: name) {
        case let .backendMember(_, _, type):
            // A String field, or one whose type the model does not know; never a number or a list.
            return type.map { $0.name == "String" && !$0.isCollection } ?? true
        case .localState, .other, .backendValue:
            return false
        case .unknown:
            break
        }
        guard file.kind(name) == .identifier else { return false }
        if file.isOne(name, of: vocabulary) { return file.isMemberAccess(name) }
        let text = file.text(name)
        return displaySuffixes.contains { text.hasSuffix($0) }
    }

    /// Calls that slice, strip or match a string to take a value out of it.
    static let slicingCalls = TokenWords(["prefix", "suffix", "dropFirst", "dropLast", "firstIndex", "lastIndex", "index",
                                          "replacingOccurrences", "trimmingCharacters", "firstMatch", "wholeMatch"])

    static let message = "This code parses a backend string; ask the backend for the value as its own field."
}
