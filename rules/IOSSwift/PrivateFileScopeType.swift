// Flags private or fileprivate on the type a file is named after.

import UmpireCore

public struct PrivateFileScopeType: Rule {
    public static let description = RuleDescription(
        id: "private-file-scope-type", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "private or fileprivate on the type a file is named after",
        rationale: """
            At file scope, private means fileprivate: the type a file exists to declare becomes \
            invisible to the rest of the target, so the Live Activity entry point or a preview \
            cannot use the view it was extracted for. Such a type stays internal; its details \
            stay private inside it.
            """,
        fix: "Remove the access keyword from the type (internal is the default); keep its members private.",
        limitations: """
            The file's type is the one named like the file. A private type that an extension \
            of another type in the same file exposes (a ViewModifier behind `extension View`, \
            an EnvironmentKey behind `extension EnvironmentValues`) is left alone.
            """,
        triggering: [
            Example("↓private struct ScoreHeaderView: View {\n    let state: ScoreHeaderState\n    var body: some View { Text(state.title) }\n}",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("↓fileprivate enum MatchCardLayout {\n    static let height = 96.0\n}", path: "ios/CricketApp/Views/MatchCardLayout.swift"),
            // An attribute before the keyword, a generic view, the widget's shared preview data.
            Example("""
                import ActivityKit

                @MainActor
                ↓private final class LiveActivityCoordinator {
                    private var activities: [String: Activity<ScoreActivityAttributes>] = [:]
                }
                """, path: "ios/CricketApp/LiveActivity/LiveActivityCoordinator.swift"),
            Example("""
                ↓fileprivate struct ScoreRingView<Label: View>: View {
                    let progress: Double
                    @ViewBuilder let label: Label
                    var body: some View { ZStack { Circle().trim(from: 0, to: progress).stroke(lineWidth: 3); label } }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreRingView.swift"),
            Example("""
                ↓private enum LiveActivityPreviewData {
                    static let live = LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov")
                }
                """, path: "ios/CricketWidget/Preview Content/LiveActivityPreviewData.swift"),
        ],
        nonTriggering: [
            Example("struct ScoreHeaderView: View {\n    private let state: ScoreHeaderState\n    var body: some View { Text(state.title) }\n}",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift"),
            Example("struct ScoreHeaderView: View { var body: some View { Badge() } }\nprivate struct Badge: View { var body: some View { Text(\"LIVE\") } }",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", trap: .lookAlike),
            Example("""
                extension View {
                    func scoreCardBackground() -> some View { modifier(ScoreCardBackground()) }
                }
                private struct ScoreCardBackground: ViewModifier {
                    func body(content: Content) -> some View { content.background(.thinMaterial) }
                }
                """, path: "ios/CricketApp/Views/ScoreCardBackground.swift", trap: .lookAlike),
            // The file's view internal, its details and helpers private.
            Example("""
                struct ScoreRingView: View {
                    private let progress: Double
                    var body: some View { Circle().trim(from: 0, to: progress).stroke(lineWidth: RingMetrics.lineWidth) }
                }
                private enum RingMetrics { static let lineWidth = 3.0 }
                """, path: "ios/CricketWidget/LiveActivity/ScoreRingView.swift", trap: .lookAlike),
            Example("private extension ScoreHeaderView {\n    var title: String { state.title }\n}",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", trap: .lookAlike),
            Example(#"let doc = "private struct ScoreHeaderView: View""#, path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", trap: .inString),
            Example("// private struct ScoreHeaderView — made internal for the entry point",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift", trap: .inComment),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        let fileName = file.path.split(separator: "/").last.map { String($0.prefix { $0 != "." && $0 != "+" }) } ?? ""
        let types = file.swiftTypeDeclarations()
        for type in types where type.isTopLevel && type.kind != .extension {
            guard file.text(type.name) == fileName,
                  let access = type.modifiers.first(where: { file.is($0, "private") || file.is($0, "fileprivate") }),
                  !isExposedByExtension(type, types, in: file) else { continue }
            findings.report(file, at: access, Self.message(fileName))
        }
    }

    /// `private struct CardBackground: ViewModifier` used by `extension View { func cardBackground() }`,
    /// or a private `EnvironmentKey` behind `extension EnvironmentValues`: the file's API is the
    /// extension, and the type is its hidden implementation.
    private func isExposedByExtension(_ type: SwiftTypeDeclaration, _ types: [SwiftTypeDeclaration], in file: LexedFile) -> Bool {
        let name = file.text(type.name)
        return types.contains { other in
            guard other.kind == .extension, other.isTopLevel, file.text(other.name) != name,
                  let open = other.bodyOpen, let close = other.bodyClose else { return false }
            return (open..<close).contains { file.kind($0) == .identifier && file.text($0) == name }
        }
    }

    static func message(_ name: String) -> String {
        "\(name) is the type this file declares; make it internal (no keyword) so the target can use it."
    }
}
