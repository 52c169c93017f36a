// Flags widget #Preview blocks that build display state inline instead of using the shared preview data.

import UmpireCore

public struct PreviewDataInline: Rule {
    public static let description = RuleDescription(
        id: "preview-data-inline", area: .widget, languages: [.swift], roles: [.widget], excludedRoles: [.test],
        severity: .warning,
        summary: "A widget #Preview that builds display state inline instead of using the shared preview data",
        rationale: """
            Preview states written inline in each view file drift from the display state the \
            backend sends: a new field gets a made-up value in one preview and none in another, \
            and previews stop showing what fans will see. One LiveActivityPreviewData file keeps \
            the samples (live, innings break, result) in one place, updated with the model.
            """,
        fix: "Use or add a sample in `Preview Content/LiveActivityPreviewData.swift` and pass it to the preview.",
        options: [
            RuleOption("stateTypeSuffixes", default: .array([.string("DisplayState"), .string("ContentState")]),
                       help: "Name endings of the display-state types that previews must not build inline."),
            RuleOption("previewData", default: .string("LiveActivityPreviewData"),
                       help: "The shared preview data type, named in the message."),
        ],
        triggerWords: ["Preview"],
        limitations: """
            Only #Preview blocks are checked, not PreviewProvider types; a state built in a \
            helper function the preview calls is not seen.
            """,
        triggering: [
            Example("""
                #Preview {
                    ScoreHeaderView(state: ↓LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov"))
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("""
                #Preview("Live", as: .content, using: ScoreActivityAttributes.preview) {
                    CricketWidgetLiveActivity()
                } contentStates: {
                    ScoreActivityAttributes.↓ContentState(scoreLine: "87/3")
                    ↓LiveActivityDisplayState.init(scoreLine: "212/8")
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("""
                #Preview("No fixtures", as: .systemMedium) {
                    FixturesWidget()
                } timeline: {
                    ↓FixturesEntry(date: .now, fixtures: [])
                }
                """, path: "ios/CricketWidget/HomeScreen/FixturesWidget.swift",
                options: ["stateTypeSuffixes": .array(["DisplayState", "ContentState", "Entry"].map(JSONValue.string))]),
            Example("""
                #Preview("Live") { ScoreHeaderView(state: ScorePreviews.live) }
                #Preview("Result") { ScoreHeaderView(state: ↓LiveActivityDisplayState(scoreLine: "212/8", oversLine: "50 ov")) }
                """, path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", options: ["previewData": .string("ScorePreviews")]),
        ],
        nonTriggering: [
            Example("""
                #Preview("Live", as: .content, using: ScoreActivityAttributes.preview) {
                    CricketWidgetLiveActivity()
                } contentStates: {
                    LiveActivityPreviewData.live
                    LiveActivityPreviewData.inningsBreak
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("#Preview { ScoreView(state: .previewLive) }", path: "ios/CricketWidget/LiveActivity/ScoreView.swift",
                    trap: .lookAlike),
            Example("""
                enum LiveActivityPreviewData {
                    static let live = LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov")
                }
                """, path: "ios/CricketWidget/Preview Content/LiveActivityPreviewData.swift", trap: .lookAlike),
            Example("#Preview { EmptyStateView(state: EmptyDisplayState()) }",
                    path: "ios/CricketWidget/LiveActivity/EmptyStateView.swift", trap: .lookAlike),
            Example(#"#Preview { Text("LiveActivityDisplayState(scoreLine:) belongs in the preview data") }"#,
                    path: "ios/CricketWidget/LiveActivity/HelpView.swift", trap: .inString),
            Example("""
                #Preview {
                    // ScoreView(state: LiveActivityDisplayState(scoreLine: "87/3"))
                    ScoreView(state: LiveActivityPreviewData.live)
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreView.swift", trap: .inComment),
        ])

    let suffixes: [String]
    let previewData: String

    public init(options: RuleOptions) {
        suffixes = options.strings("stateTypeSuffixes")
        if case let .string(name) = options.value("previewData") { previewData = name } else { previewData = "LiveActivityPreviewData" }
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for i in file.tokens.indices where file.tokens[i].kind == .directive && file.is(i, "#Preview") {
            let end = previewEnd(after: i, in: file)
            guard end > i else { continue }
            for j in i + 1...end where file.kind(j) == .identifier && isStateConstruction(j, in: file) {
                findings.report(file, at: j, Self.message(file.text(j), previewData: previewData))
            }
        }
    }

    /// The last token of `#Preview(…) { … } label: { … }`.
    private func previewEnd(after directive: Int, in file: LexedFile) -> Int {
        var last = directive
        if let paren = file.nextSignificant(after: directive), file.kind(paren) == .openParen, let close = file.partner(of: paren) {
            last = close
        }
        while let next = file.nextSignificant(after: last) {
            if file.kind(next) == .openBrace, let close = file.partner(of: next) {
                last = close
            } else if file.kind(next) == .identifier, let colon = file.nextSignificant(after: next), file.kind(colon) == .colon,
                      let brace = file.nextSignificant(after: colon), file.kind(brace) == .openBrace, let close = file.partner(of: brace) {
                last = close
            } else {
                break
            }
        }
        return last
    }

    /// `LiveActivityDisplayState(scoreLine: …)` or `.ContentState.init(…)` with arguments.
    private func isStateConstruction(_ i: Int, in file: LexedFile) -> Bool {
        let name = file.text(i)
        guard name.first?.isUppercase == true, suffixes.contains(where: { name.hasSuffix($0) }),
              var paren = file.nextSignificant(after: i) else { return false }
        if file.kind(paren) == .dot, let initializer = file.nextSignificant(after: paren), file.is(initializer, "init"),
           let next = file.nextSignificant(after: initializer) {
            paren = next
        }
        guard file.kind(paren) == .openParen, let first = file.nextSignificant(after: paren) else { return false }
        return file.kind(first) != .closeParen
    }

    static func message(_ type: String, previewData: String) -> String {
        "This preview builds a \(type) inline; use a sample from \(previewData) instead."
    }
}
