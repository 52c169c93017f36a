// Flags widget #Preview blocks that build display state inline instead of using the shared preview data.

import UmpireCore
import UmpireRuleSupport

public struct PreviewDataInline: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "preview-data-inline", area: .widget, languages: [.swift], roles: [.widget], excludedRoles: [.test],
        severity: .warning,
        summary: "A widget preview that builds display state inline instead of using the shared preview data",
        rationale: """
            Preview states written inline in each view file drift from the display state the \
            backend sends: a new field gets a made-up value in one preview and none in another, \
            and previews stop showing what fans will see. One LiveActivityPreviewData file keeps \
            the samples (live, innings break, result) in one place, updated with the model.
            """,
        fix: "Use or add a sample in `Preview Content/LiveActivityPreviewData.swift` and pass it to the preview.",
        options: [stateTypeSuffixesOption.declaration, previewDataOption.declaration],
        triggerWords: ["Preview", "PreviewProvider"],
        limitations: """
            #Preview blocks and PreviewProvider types are checked, and static samples (`static \
            let sample = LiveActivityDisplayState(…)`) in widget files outside Preview Content/ \
            (in files with a preview). `.init(…)` counts where the project model types the \
            parameter as a display state; one that only wraps the shared sample \
            (`ContentState(display: LiveActivityPreviewData.live)`) holds no value of its own and \
            is not reported. A state built in a helper function the preview calls is not seen.
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
            // `.init(…)` for a parameter the view types as the display state, and samples kept in the view file.
            Example("""
                struct LockScreenView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }

                #Preview {
                    LockScreenView(state: ↓.init(scoreLine: "87/3", oversLine: "14.2 ov"))
                }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift"),
            Example("""
                extension LiveActivityDisplayState {
                    static let sample = ↓LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov")
                    static var empty: LiveActivityDisplayState { ↓LiveActivityDisplayState(scoreLine: "", oversLine: "") }
                }

                #Preview { LockScreenView(state: .sample) }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift"),
            // The PreviewProvider form of the same preview, its state a static of its own.
            Example("""
                struct CricketWidgetLiveActivity_Previews: PreviewProvider {
                    static let attributes = ScoreActivityAttributes(matchId: "ind-aus-3")
                    static let state = ScoreActivityAttributes.↓ContentState(scoreLine: "87/3", oversLine: "14.2 ov")

                    static var previews: some View {
                        attributes.previewContext(state, viewKind: .content)
                    }
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
        ],
        nonTriggering: [
            // The shared sample wrapped in the ContentState the preview takes: no value of its own.
            Example("""
                #Preview("Compact leading", as: .dynamicIsland(.compact), using: LiveActivityPreviewData.attributes) {
                    CricketWidgetLiveActivity()
                } contentStates: {
                    ScoreActivityAttributes.ContentState(display: LiveActivityPreviewData.live)
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactLeadingView.swift", trap: .lookAlike),
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
            // A frame built with `.init`, and a sample the shared preview data declares as a static.
            Example("""
                struct LockScreenView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }

                #Preview {
                    LockScreenView(state: LiveActivityPreviewData.live)
                        .frame(width: 360, height: 160)
                        .background(.init(white: 0.1))
                }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift", trap: .lookAlike),
            Example("""
                struct CricketWidgetLiveActivity_Previews: PreviewProvider {
                    static var previews: some View {
                        ScoreActivityAttributes.preview.previewContext(LiveActivityPreviewData.live, viewKind: .content)
                    }
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
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
        ]) }

    let suffixes: [String]
    let previewData: String

    static let stateTypeSuffixesOption = Option<[String]>(RuleOption("stateTypeSuffixes", default: .array([.string("DisplayState"), .string("ContentState")]),
        help: "Name endings of the display-state types that previews must not build inline."))
    static let previewDataOption = Option<String>(RuleOption("previewData", default: .string("LiveActivityPreviewData"),
        help: "The shared preview data type, named in the message."))

    public init(options: RuleOptions) {
        suffixes = options[Self.stateTypeSuffixesOption]
        previewData = options[Self.previewDataOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        // The previews themselves, read here: a static sample inside one is not reported twice.
        var previews: [ClosedRange<Int>] = []
        for i in file.tokens.indices where file.tokens[i].kind == .directive && file.is(i, "#Preview") {
            let end = previewEnd(after: i, in: file)
            guard end > i else { continue }
            previews.append(i...end)
            for j in i + 1...end {
                if file.kind(j) == .identifier, isStateConstruction(j, in: file) {
                    findings.report(file, at: j, Self.message(file.text(j), previewData: previewData))
                } else if file.kind(j) == .dot, let type = implicitStateConstruction(j, in: context) {
                    findings.report(file, at: j, Self.message(type, previewData: previewData))
                }
            }
        }
        // `struct …_Previews: PreviewProvider`, the form before #Preview: its whole body is the preview.
        for type in file.swiftTypeDeclarations() where type.inherited.contains(where: { file.is($0, "PreviewProvider") }) {
            guard let open = type.bodyOpen, let close = type.bodyClose else { continue }
            previews.append(open...close)
            for j in open...close where file.kind(j) == .identifier && isStateConstruction(j, in: file) {
                findings.report(file, at: j, Self.message(file.text(j), previewData: previewData))
            }
        }
        checkStaticSamples(in: context, outside: previews, into: &findings)
    }

    /// `LockScreenView(state: .init(scoreLine: "87/3"))`: `.init(…)` with arguments for a parameter
    /// the project model types as a display state. The display state's type name, if so.
    private func implicitStateConstruction(_ dot: Int, in context: RuleContext) -> String? {
        let file = context.file
        guard let initializer = file.nextSignificant(after: dot), file.is(initializer, "init"),
              let paren = file.nextSignificant(after: initializer), file.kind(paren) == .openParen,
              let first = file.nextSignificant(after: paren), file.kind(first) != .closeParen,
              let colon = file.previousSignificant(before: dot), file.kind(colon) == .colon,
              let label = file.previousSignificant(before: colon), file.kind(label) == .identifier,
              let call = file.enclosingOpener(of: dot), file.kind(call) == .openParen,
              let callee = file.callee(ofOpenParen: call), let view = context.model.type(named: file.text(callee)),
              let type = context.model.member(file.text(label), of: view)?.type?.name,
              suffixes.contains(where: { type.hasSuffix($0) }) else { return nil }
        return type
    }

    /// `static let sample = LiveActivityDisplayState(scoreLine: "87/3")` in a widget view file: the
    /// preview's sample, kept inline outside the shared preview data.
    /// A static sample is the previews' data whoever names it (a `fileprivate static var` only
    /// the previews use included): reported unless it sits inside a preview read above.
    private func checkStaticSamples(in context: RuleContext, outside previews: [ClosedRange<Int>], into findings: inout FindingSink) {
        let file = context.file
        let folders = context.rolePath.split(separator: "/")
        guard !folders.contains(where: { $0 == "Preview Content" || $0 == "PreviewContent" }),
              !(folders.last ?? "").hasPrefix(previewData) else { return }
        for type in file.swiftTypeDeclarations() {
            for member in file.members(of: type) where member.kind == .let || member.kind == .var {
                guard file.any(member.modifiers, is: "static"), let range = valueRange(of: member, in: file) else { continue }
                for j in range where file.kind(j) == .identifier && isStateConstruction(j, in: file) && !previews.contains(where: { $0.contains(j) }) {
                    findings.report(file, at: j, Self.sampleMessage(file.text(j), previewData: previewData))
                }
            }
        }
    }

    /// The tokens of a property's value: its getter's body, or from `=` to the end of its line.
    private func valueRange(of member: SwiftMember, in file: SourceFile) -> ClosedRange<Int>? {
        if let open = member.bodyOpen, let close = file.partner(of: open) { return open...close }
        let level = file.enclosing[member.keyword]
        var j = member.keyword + 1
        var start: Int?
        var end = j
        while j < file.tokens.count {
            let kind = file.kind(j)
            if file.enclosing[j] == level, kind == .newline || kind == .semicolon || kind == .closeBrace { break }
            if start == nil, file.enclosing[j] == level, file.is(j, "=") { start = j }
            end = j
            j += 1
        }
        return start.map { $0...end }
    }

    /// The last token of `#Preview(…) { … } label: { … }`.
    private func previewEnd(after directive: Int, in file: SourceFile) -> Int {
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
    private func isStateConstruction(_ i: Int, in file: SourceFile) -> Bool {
        let name = file.text(i)
        guard name.first?.isUppercase == true, suffixes.contains(where: { name.hasSuffix($0) }),
              var paren = file.nextSignificant(after: i) else { return false }
        if file.kind(paren) == .dot, let initializer = file.nextSignificant(after: paren), file.is(initializer, "init"),
           let next = file.nextSignificant(after: initializer) {
            paren = next
        }
        guard file.kind(paren) == .openParen, let first = file.nextSignificant(after: paren) else { return false }
        return file.kind(first) != .closeParen && !wrapsPreviewData(paren, in: file)
    }

    /// `ContentState(display: LiveActivityPreviewData.live)`: the shared sample, wrapped in the
    /// type the preview needs; no value of its own (no literal, nothing else named).
    private func wrapsPreviewData(_ paren: Int, in file: SourceFile) -> Bool {
        guard let close = file.partner(of: paren) else { return false }
        var namesSample = false
        for k in paren + 1..<close where !file.kind(k).isTrivia {
            switch file.kind(k) {
            case .identifier:
                if file.text(k) == previewData { namesSample = true; continue }
                // A label, or a member of the sample.
                if file.kind(after: k) == .colon || file.isMemberAccess(k) { continue }
                return false
            case .colon, .dot, .comma: continue
            default: return false
            }
        }
        return namesSample
    }

    static func sampleMessage(_ type: String, previewData: String) -> String {
        "This sample builds a \(type) in a view file; move it to \(previewData) so every preview shares it."
    }

    static func message(_ type: String, previewData: String) -> String {
        "This preview builds a \(type) inline; use a sample from \(previewData) instead."
    }
}
