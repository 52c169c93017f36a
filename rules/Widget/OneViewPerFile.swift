// Flags a second top-level view in a Live Activity view file.

import UmpireCore
import UmpireRuleSupport

public struct OneViewPerFile: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "one-view-per-file", area: .widget, languages: [.swift], roles: [.widget], excludedRoles: [.test],
        severity: .error,
        summary: "More than one top-level View in a file under LiveActivity/",
        rationale: """
            Each Live Activity presentation (Lock Screen, compact, minimal, expanded, Watch) is \
            reviewed and previewed on its own. A file holding several views hides one \
            presentation's change inside another's diff, and its previews show only some of them.
            """,
        fix: "Move each additional view to its own file under `LiveActivity/`, named after the view.",
        options: [foldersOption.declaration],
        limitations: """
            Only types declaring `View` in their own inheritance clause are counted; a view made \
            one by an extension (`extension Badge: View`) is not, nor are views nested in another type.
            """,
        triggering: [
            Example("""
                struct CompactLeadingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.battingTeamCode) }
                }

                struct ↓CompactTrailingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }

                private struct ↓MinimalView: SwiftUI.View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.shortScore) }
                }
                """, path: "ios/CricketWidget/LiveActivity/CompactViews.swift"),
            Example("""
                struct FixturesWidgetView: View {
                    let entry: FixturesEntry
                    var body: some View { ForEach(entry.fixtures) { UpcomingFixtureRow(fixture: $0) } }
                }

                struct ↓UpcomingFixtureRow: View {
                    let fixture: FixtureDisplayState
                    var body: some View { Text(fixture.title) }
                }
                """, path: "ios/CricketWidget/HomeScreen/FixturesWidgetView.swift",
                options: ["folders": .array(["LiveActivity", "HomeScreen"].map(JSONValue.string))]),
            // A small helper view kept beside the expanded view, in a subfolder of LiveActivity/.
            Example("""
                struct ExpandedBottomView: View {
                    let state: LiveActivityDisplayState
                    var body: some View {
                        HStack { StatPill(title: "CRR", value: state.runRateLine); StatPill(title: "RRR", value: state.requiredRateLine) }
                    }
                }

                private struct ↓StatPill: View {
                    let title: LocalizedStringKey
                    let value: String
                    var body: some View { VStack { Text(title).font(.caption2); Text(value).bold() } }
                }
                """, path: "ios/SightscreenWidget/LiveActivity/Expanded/ExpandedBottomView.swift"),
        ],
        nonTriggering: [
            Example("""
                struct CompactTrailingView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine) }
                }

                extension CompactTrailingView {
                    struct Badge: View { var body: some View { Circle() } }
                }

                #Preview { CompactTrailingView(state: LiveActivityPreviewData.live) }
                """, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift"),
            Example("""
                struct CompactTrailingView: View { var body: some View { Text("87/3") } }
                struct ScoreStyle: ViewModifier { func body(content: Content) -> some View { content.bold() } }
                enum ScoreLayout { static let spacing: CGFloat = 4 }
                """, path: "ios/CricketWidget/LiveActivity/CompactTrailingView.swift", trap: .lookAlike),
            // One view with its modifier and layout constants, and its previews.
            Example("""
                struct LockScreenView: View {
                    let state: LiveActivityDisplayState
                    var body: some View { Text(state.scoreLine).modifier(ScoreStyle()) }
                }
                private struct ScoreStyle: ViewModifier {
                    func body(content: Content) -> some View { content.font(.title2.monospacedDigit()) }
                }
                #Preview("Live") { LockScreenView(state: LiveActivityPreviewData.live) }
                #Preview("Innings break") { LockScreenView(state: LiveActivityPreviewData.inningsBreak) }
                """, path: "ios/SightscreenWidget/LiveActivity/LockScreenView.swift", trap: .lookAlike),
            Example("""
                struct FixtureRow: View { var body: some View { Text("Fixture") } }
                struct ResultRow: View { var body: some View { Text("Result") } }
                """, path: "ios/CricketApp/Views/FixtureRows.swift", trap: .lookAlike),
            Example("""
                struct ScoreView: View {
                    var body: some View { Text("struct SecondView: View { }") }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreView.swift", trap: .inString),
            Example("""
                struct ScoreView: View {
                    var body: some View { Text(state.scoreLine) }
                }
                // struct SecondView: View moved to SecondView.swift
                """, path: "ios/CricketWidget/LiveActivity/ScoreView.swift", trap: .inComment),
        ]) }

    let folders: [String]

    static let foldersOption = Option<[String]>(RuleOption("folders", default: .array([.string("LiveActivity")]),
        help: "Folder names whose Swift files may declare only one top-level view."))

    public init(options: RuleOptions) {
        folders = options[Self.foldersOption]
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        guard let folder = context.rolePath.split(separator: "/").dropLast().last(where: { folders.contains(String($0)) }) else { return }
        let views = file.swiftTypeDeclarations().filter { type in
            type.isTopLevel && type.kind != .extension && type.kind != .protocol && file.any(type.inherited, is: "View")
        }
        guard let first = views.first else { return }
        for view in views.dropFirst() {
            findings.report(file, at: view.name, Self.message(file.text(view.name), first: file.text(first.name), folder: String(folder)))
        }
    }

    static func message(_ name: String, first: String, folder: String) -> String {
        "\(name) is a second view in \(first)'s file; move it to its own file under \(folder)/."
    }
}
