// Flags private or fileprivate on the type a file is named after.

import UmpireCore
import UmpireRuleSupport

public struct PrivateFileScopeType: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
        // Safe: access control is checked when compiling and widening it changes no behaviour;
        // the members without a keyword become internal with the type, so the fix is left off
        // when one of their declarations names a private or fileprivate type of the file (it
        // would no longer compile). A class with a superclass or @objc is left too: an
        // NSObject's Objective-C name, which archives and NSClassFromString use, would change.
        fixes: .safe,
        limitations: """
            The file's type is the one named like the file. A private type that an extension \
            of another type in the same file exposes (a ViewModifier behind `extension View`, \
            an EnvironmentKey behind `extension EnvironmentValues`) is left alone.
            """,
        triggering: [
            Example("↓private struct ScoreHeaderView: View {\n    let state: ScoreHeaderState\n    var body: some View { Text(state.title) }\n}",
                    path: "ios/CricketWidget/LiveActivity/ScoreHeaderView.swift",
                    corrected: "struct ScoreHeaderView: View {\n    let state: ScoreHeaderState\n    var body: some View { Text(state.title) }\n}"),
            Example("↓fileprivate enum MatchCardLayout {\n    static let height = 96.0\n}", path: "ios/CricketApp/Views/MatchCardLayout.swift",
                    corrected: "enum MatchCardLayout {\n    static let height = 96.0\n}"),
            // An attribute before the keyword, a generic view, the widget's shared preview data.
            Example("""
                import ActivityKit

                @MainActor
                ↓private final class LiveActivityCoordinator {
                    private var activities: [String: Activity<ScoreActivityAttributes>] = [:]
                }
                """, path: "ios/CricketApp/LiveActivity/LiveActivityCoordinator.swift", corrected: """
                import ActivityKit

                @MainActor
                final class LiveActivityCoordinator {
                    private var activities: [String: Activity<ScoreActivityAttributes>] = [:]
                }
                """),
            Example("""
                ↓fileprivate struct ScoreRingView<Label: View>: View {
                    let progress: Double
                    @ViewBuilder let label: Label
                    var body: some View { ZStack { Circle().trim(from: 0, to: progress).stroke(lineWidth: 3); label } }
                }
                """, path: "ios/CricketWidget/LiveActivity/ScoreRingView.swift", corrected: """
                struct ScoreRingView<Label: View>: View {
                    let progress: Double
                    @ViewBuilder let label: Label
                    var body: some View { ZStack { Circle().trim(from: 0, to: progress).stroke(lineWidth: 3); label } }
                }
                """),
            Example("""
                ↓private enum LiveActivityPreviewData {
                    static let live = LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov")
                }
                """, path: "ios/CricketWidget/Preview Content/LiveActivityPreviewData.swift", corrected: """
                enum LiveActivityPreviewData {
                    static let live = LiveActivityDisplayState(scoreLine: "87/3", oversLine: "14.2 ov")
                }
                """),
            // No fix: the view's property has the file's private type, which an internal view
            // cannot expose; and a class whose superclass may be NSObject.
            Example("""
                ↓private struct InningsBreakView: View {
                    let summary: BreakSummary
                    var body: some View { Text(summary.line) }
                }
                private struct BreakSummary {
                    let line: String
                }
                """, path: "ios/CricketWidget/LiveActivity/InningsBreakView.swift"),
            Example("""
                ↓private final class ScoreNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                    private let router: DeepLinkRouter
                    init(router: DeepLinkRouter) { self.router = router }
                }
                """, path: "ios/CricketApp/Notifications/ScoreNotificationDelegate.swift"),
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
        ]) }

    public init(options: RuleOptions) {}

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let fileName = String(context.fileName.prefix { $0 != "." && $0 != "+" })
        let types = file.swiftTypeDeclarations()
        for type in types where type.isTopLevel && type.kind != .extension {
            guard file.text(type.name) == fileName,
                  let access = type.modifiers.first(where: { file.is($0, "private") || file.is($0, "fileprivate") }),
                  !isExposedByExtension(type, types, in: file) else { continue }
            findings.report(file, at: access, Self.message(fileName), fix: fix(type, access: access, types, in: file))
        }
    }

    /// The access keyword taken off, when the type's members still compile as internal ones.
    @_optimize(none)
    private func fix(_ type: SwiftTypeDeclaration, access: Int, _ types: [SwiftTypeDeclaration], in file: SourceFile) -> Fix? {
        guard let close = type.bodyClose, !type.modifiers.contains(where: { file.text($0).hasPrefix("@objc") }),
              !(type.kind == .class && !type.inherited.isEmpty), !SwiftFixes.hasComment(access..<type.keyword, in: file) else { return nil }
        let name = file.text(type.name)
        // The file's private types (the flagged type aside), which an internal member cannot show.
        let hidden = Set(types.filter { other in
            other.kind != .extension && other.keyword != type.keyword
                && other.modifiers.contains { file.is($0, "private") || file.is($0, "fileprivate") }
        }.map { file.text($0.name) } + privateTypeAliases(in: file))
        guard !hidden.isEmpty else { return Self.removing(access, in: file) }
        // The declaration, and this file's extensions of it that are not private themselves.
        var ranges = [type.keyword...close]
        for ext in types where ext.kind == .extension && file.text(ext.name) == name
            && !ext.modifiers.contains(where: { file.is($0, "private") || file.is($0, "fileprivate") }) {
            if let end = ext.bodyClose { ranges.append(ext.keyword...end) }
        }
        let typeBodies = Set(types.compactMap(\.bodyOpen))
        for range in ranges {
            for k in range where file.kind(k) == .identifier && hidden.contains(file.text(k)) {
                // In a function's or a property's code it is hidden from other files anyway.
                let inCode = file.openers(around: k).prefix { $0 != range.lowerBound && $0 >= range.lowerBound }
                    .contains { file.kind($0) == .openBrace && !typeBodies.contains($0) }
                if !inCode, !isPrivateLine(k, in: file) { return nil }
            }
        }
        return Self.removing(access, in: file)
    }

    /// Whether the line of token `k` declares a private member (`private let summary: BreakSummary`),
    /// which stays private when its type becomes internal.
    private func isPrivateLine(_ k: Int, in file: SourceFile) -> Bool {
        let line = file.line(ofToken: k)
        var first = k
        while let p = file.previousSignificant(before: first), file.line(ofToken: p) == line { first = p }
        while file.kind(first) == .attribute, let next = file.nextSignificant(after: first) {
            first = next
            if file.kind(first) == .openParen, let close = file.partner(of: first), let after = file.nextSignificant(after: close) { first = after }
        }
        return (file.is(first, "private") || file.is(first, "fileprivate")) && file.kind(after: first) != .openParen
    }

    /// `private typealias` names of the file.
    private func privateTypeAliases(in file: SourceFile) -> [String] {
        file.tokens.indices.compactMap { k in
            guard file.kind(k) == .keyword, file.is(k, "typealias"),
                  file.modifiers(before: k).contains(where: { file.is($0, "private") || file.is($0, "fileprivate") }),
                  let name = file.nextSignificant(after: k), file.kind(name) == .identifier else { return nil }
            return file.text(name)
        }
    }

    static func removing(_ access: Int, in file: SourceFile) -> Fix {
        // The keyword and the space after it; at the end of its line, the space before it.
        var start = file.tokens[access].start, end = file.tokens[access].end
        if access + 1 < file.tokens.count, file.kind(access + 1) == .whitespace {
            end = file.tokens[access + 1].end
        } else if access > 0, file.kind(access - 1) == .whitespace {
            start = file.tokens[access - 1].start
        }
        return Fix("Remove \(file.text(access))", .safe, edits: [TextEdit(start: start, end: end, replacement: "")])
    }

    /// `private struct CardBackground: ViewModifier` used by `extension View { func cardBackground() }`,
    /// or a private `EnvironmentKey` behind `extension EnvironmentValues`: the file's API is the
    /// extension, and the type is its hidden implementation.
    private func isExposedByExtension(_ type: SwiftTypeDeclaration, _ types: [SwiftTypeDeclaration], in file: SourceFile) -> Bool {
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
