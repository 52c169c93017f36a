// Flags declarations other than the Widget itself in the widget's Live Activity entry file.

import UmpireCore
import UmpireRuleSupport

public struct WidgetEntryPointOnly: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "widget-entry-point-only", area: .widget, languages: [.swift], excludedRoles: [.test], severity: .error,
        summary: "A view, helper or other declaration in the widget's Live Activity entry file",
        rationale: """
            The Live Activity entry file is where a reviewer looks for what the widget declares: \
            the Widget and its ActivityConfiguration. Views and helpers grown inside it make a \
            file hundreds of lines long that every Live Activity change touches, and they cannot \
            be previewed or reviewed one at a time.
            """,
        fix: "Move each view to its own file under `LiveActivity/`, and attributes and helpers to their own files.",
        options: [entryFilesOption.declaration],
        limitations: """
            Files matching the globs are checked when they declare a type conforming to \
            `Widget`; a file of any other name when its Widget builds an \
            `ActivityConfiguration(for:)`. Extensions of that type and #Preview blocks are allowed, \
            holding its constants (`static let kind`); a function or a computed value declared in \
            the Widget or such an extension is a helper.
            """,
        triggering: [
            // A helper grown inside the Widget itself.
            Example("""
                struct RallyWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: RallyAttributes.self) { context in
                            RallyLockScreenView(context: context).widgetURL(link(context.attributes.matchID))
                        } dynamicIsland: { context in
                            RallyIsland(context: context).island
                        }
                    }

                    private ↓func link(_ matchID: String) -> URL? { URL(string: "rally://match/\\(matchID)") }
                }
                """, path: "ios/RallyWidget/RallyWidgetLiveActivity.swift"),
            Example("""
                struct CricketWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreHeaderView(state: context.state)
                        } dynamicIsland: { context in island(context) }
                    }
                }

                ↓struct ScoreHeaderView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }

                private ↓func flag(for code: String) -> String { code == "IND" ? "🇮🇳" : "🏏" }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("""
                ↓struct ScoreActivityAttributes: ActivityAttributes {
                    typealias ContentState = LiveActivityDisplayState
                    let matchID: String
                }

                struct CricketWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration { configuration }
                }

                ↓extension ScoreActivityAttributes {
                    static let preview = ScoreActivityAttributes(matchID: "ind-aus")
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("""
                struct ScoreLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreLockScreenView(state: context.state)
                        } dynamicIsland: { context in ScoreIsland(context: context).island }
                    }
                }

                ↓struct ScoreLockScreenView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }
                """, path: "ios/CricketWidget/ScoreLiveActivity.swift",
                options: ["entryFiles": .array([.string("*LiveActivity.swift")])]),
            // Named for what it configures, not by the glob: the ActivityConfiguration makes it the entry file.
            Example("""
                struct MatchActivityConfiguration: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            LockScreenView(state: context.state)
                        } dynamicIsland: { context in ScoreIsland(context: context).island }
                    }
                }

                ↓func matchDeepLink(for state: LiveActivityDisplayState) -> URL? { URL(string: "sightscreen://match") }
                """, path: "ios/CricketWidget/LiveActivity/MatchActivityConfiguration.swift"),
            // The checklist's entry file with a flag map and a colour helper grown in it.
            Example("""
                import ActivityKit
                import SwiftUI
                import WidgetKit

                struct SightscreenWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: SightscreenActivityAttributes.self) { context in
                            LockScreenView(state: context.state)
                        } dynamicIsland: { context in SightscreenIsland(state: context.state).island }
                    }
                }

                ↓let teamFlags = ["IND": "🇮🇳", "AUS": "🇦🇺"]

                ↓extension LiveActivityDisplayState {
                    var sentimentColor: Color { sentiment == "positive" ? .ssGreen : .ssRed }
                }
                """, path: "ios/SightscreenWidget/SightscreenWidgetLiveActivity.swift"),
        ],
        nonTriggering: [
            // A legacy PreviewProvider, like #Preview, ships nothing.
            Example("""
                struct CricketWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration { configuration }
                }

                struct CricketWidgetLiveActivity_Previews: PreviewProvider {
                    static var previews: some View {
                        ScoreActivityView(state: LiveActivityPreviewData.live).previewContext(WidgetPreviewContext(family: .systemSmall))
                    }
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift", trap: .lookAlike),
            Example("""
                import ActivityKit
                import WidgetKit
                import SwiftUI

                struct CricketWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: ScoreActivityAttributes.self) { context in
                            ScoreActivityView(context: context)
                        } dynamicIsland: { context in
                            ScoreIsland(context: context).island
                        }
                    }
                }

                extension CricketWidgetLiveActivity {
                    static let kind = "CricketLiveActivity"
                }

                #Preview("Live", as: .content, using: ScoreActivityAttributes.preview) {
                    CricketWidgetLiveActivity()
                } contentStates: {
                    LiveActivityPreviewData.live
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("""
                struct ScoreHeaderView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }
                private func flag(for code: String) -> String { code == "IND" ? "🇮🇳" : "🏏" }
                """, path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", trap: .lookAlike),
            Example("""
                struct FixturesWidget: Widget {
                    var body: some WidgetConfiguration { StaticConfiguration(kind: "f", provider: P()) { FixturesView(entry: $0) } }
                }
                struct FixturesView: View { let entry: FixturesEntry; var body: some View { Text(entry.title) } }
                """, path: "ios/CricketWidget/FixturesWidget.swift", trap: .lookAlike),
            Example("""
                struct CricketWidgetLiveActivity: Widget {
                    let note = "struct ScoreHeaderView: View lives in LiveActivity/"
                    var body: some WidgetConfiguration { configuration }
                }
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift", trap: .inString),
            Example("""
                struct CricketWidgetLiveActivity: Widget {
                    var body: some WidgetConfiguration { configuration }
                }
                // struct ScoreHeaderView: View { … } moved to LiveActivity/ScoreHeaderView.swift
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift", trap: .inComment),
        ]) }

    let entryFiles: RolePatterns

    static let entryFilesOption = Option<RolePatterns>(RuleOption("entryFiles", default: .array([.string("*WidgetLiveActivity.swift")]), kind: .globs,
        help: "Globs of the Live Activity entry files."))

    public init(options: RuleOptions) {
        entryFiles = options[Self.entryFilesOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let named = entryFiles.matches(context.rolePath)
        // Whatever its name, the file whose Widget builds an ActivityConfiguration is the entry file.
        guard named || file.contains(bytes: Self.activityConfiguration) else { return }
        let types = file.swiftTypeDeclarations().filter(\.isTopLevel)
        let widgets = types.filter { $0.kind != .extension && $0.kind != .protocol && file.any($0.inherited, is: "Widget") }
        guard !widgets.isEmpty, named || widgets.contains(where: { buildsActivityConfiguration($0, in: file) }) else { return }
        let widgetNames = widgets.map { file.text($0.name) }
        // Types by their keyword, so each top-level keyword is one lookup, not a search.
        let byKeyword = Dictionary(types.map { ($0.keyword, $0) }, uniquingKeysWith: { first, _ in first })
        for i in file.topLevelTokens where file.tokens[i].kind == .keyword {
            guard let what = declaration(at: i, in: file, types: byKeyword, widgetNames: widgetNames) else { continue }
            findings.report(file, at: i, Self.message(what.name, isAttributes: what.isAttributes))
        }
        // Helpers grown inside the Widget (or an extension of it here): its body and its
        // constants (`static let kind`) belong; a function or a computed value is a helper.
        for type in types where widgetNames.contains(file.text(type.name)) {
            for member in file.members(of: type) {
                guard let name = member.name, member.kind == .func || member.kind == .var && member.isComputed && !file.is(name, "body")
                else { continue }
                findings.report(file, at: member.keyword, Self.message(file.text(name) + (member.kind == .func ? "()" : ""), isAttributes: false))
            }
        }
    }

    static let activityConfiguration = Array("ActivityConfiguration".utf8)

    /// `ActivityConfiguration(for: …)` called in the widget's body.
    private func buildsActivityConfiguration(_ widget: SwiftTypeDeclaration, in file: SourceFile) -> Bool {
        guard let open = widget.bodyOpen, let close = widget.bodyClose else { return false }
        return (open..<close).contains { file.isIdentifier($0, "ActivityConfiguration") && file.kind(after: $0) == .openParen }
    }

    /// The declaration starting at keyword `i`, unless it is a Widget or an extension of one.
    private func declaration(at i: Int, in file: SourceFile, types: [Int: SwiftTypeDeclaration],
                             widgetNames: [String]) -> (name: String, isAttributes: Bool)? {
        if let type = types[i] {
            let name = file.text(type.name)
            if widgetNames.contains(name) { return nil }
            // A legacy preview (`struct X_Previews: PreviewProvider`) ships nothing, like #Preview.
            if file.any(type.inherited, is: "PreviewProvider") { return nil }
            if type.kind == .extension { return ("This extension of \(name)", false) }
            return (name, file.any(type.inherited, is: "ActivityAttributes"))
        }
        guard file.isOne(i, of: ["func", "var", "let", "typealias"]), let name = file.nextSignificant(after: i),
              file.kind(name) == .identifier else { return nil }
        return (file.text(name) + (file.is(i, "func") ? "()" : ""), false)
    }

    static func message(_ name: String, isAttributes: Bool) -> String {
        isAttributes
            ? "\(name) is declared in the Live Activity entry file; move it to its own file with the shared models."
            : "\(name) is declared in the Live Activity entry file; move it to its own file under LiveActivity/."
    }
}
