// Flags theme constant namespaces declared as instantiable types or with mutable statics.

import UmpireCore

public struct ThemeNamespace: Rule {
    public static let description = RuleDescription(
        id: "theme-namespace", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A theme namespace declared as a struct or class, or with static var",
        rationale: """
            Theme and WidgetColors only group constants. As an enum they cannot be instantiated \
            by mistake, and static let makes each value a true constant: a static var is global \
            mutable state, which Swift 6 rejects across actors and any view could change.
            """,
        fix: "Declare the namespace as `enum Theme { static let … }`.",
        options: [RuleOption("namespaces", default: .array(["Theme", "WidgetColors", "Spacing", "Palette", "Typography", "Metrics"].map(JSONValue.string)),
                             help: "Type names (or name suffixes) of theme constant namespaces.")],
        triggering: [
            Example("↓struct Theme {\n    static let margin: CGFloat = 14\n}"),
            Example("enum WidgetColors {\n    static ↓var ssAmber = Color(\"ssAmber\")\n}", path: "ios/CricketWidget/WidgetColors.swift"),
            Example("↓struct ScoreboardTokens {\n    static let rowHeight: CGFloat = 44\n}",
                    path: "ios/CricketApp/DesignSystem/ScoreboardTokens.swift",
                    options: ["namespaces": .array(["Theme", "WidgetColors", "Spacing", "Palette", "Typography", "Metrics", "Tokens"]
                        .map(JSONValue.string))]),
            Example("""
                enum Theme {
                    ↓struct Spacing {
                        static let small: CGFloat = 4
                        static let margin: CGFloat = 14
                    }
                    static ↓var accent = Color("Accent")
                }
                """, path: "ios/CricketApp/Theme/Theme.swift"),
            Example("""
                final ↓class WidgetColors {
                    static let ssAmber = Color("ssAmber")
                    static let ssFooterGradient1 = Color("ssFooterGradient1")
                }
                """, path: "ios/CricketWidget/WidgetColors.swift"),
            Example("""
                ↓struct Metrics {
                    static let rowHeight: CGFloat = 44
                    private init() {}
                }
                """, path: "ios/CricketApp/Theme/Metrics.swift"),
        ],
        nonTriggering: [
            Example("enum Theme {\n    static let margin: CGFloat = 14\n    enum Spacing { static let small: CGFloat = 4 }\n}"),
            Example("struct TeamColors: Codable, Hashable, Sendable {\n    let primary: String\n}", trap: .lookAlike),
            Example("@Observable final class Theme {\n    var accent: Color = .blue\n    init() {}\n}", trap: .lookAlike),
            Example("extension Theme {\n    static var cardBackground: Color { Color(\"Card\") }\n}", trap: .lookAlike),
            Example("""
                extension Color {
                    static let ssAmber = Color("ssAmber")
                    static var ssFooterGradient1: Color { Color("ssFooterGradient1") }
                }
                """, path: "ios/CricketWidget/WidgetColors.swift", trap: .lookAlike),
            Example(#"let doc = "struct Theme { static var margin = 14 }""#, trap: .inString),
            Example("// struct Theme was replaced by an enum", trap: .inComment),
        ])

    let namespaces: [String]

    public init(options: RuleOptions) {
        namespaces = options.strings("namespaces")
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for type in file.swiftTypeDeclarations() where type.kind != .extension && type.kind != .protocol && isNamespace(type, in: file) {
            if type.kind != .enum {
                findings.report(file, at: type.keyword, Self.kindMessage(file.text(type.name)))
            }
            for member in file.members(of: type) where member.kind == .var && !member.isComputed
                && member.modifiers.contains(where: { file.is($0, "static") }) {
                findings.report(file, at: member.keyword, Self.varMessage)
            }
        }
    }

    /// Named like a namespace, conforming to nothing (a `TeamColors: Codable` is a model) and
    /// holding only static members (a `final class Theme` with instance state is an object).
    private func isNamespace(_ type: SwiftTypeDeclaration, in file: LexedFile) -> Bool {
        guard type.inherited.isEmpty else { return false }
        let instanceMembers = file.members(of: type).filter { member in
            member.kind != .type && member.kind != .case
                && !member.modifiers.contains { file.is($0, "static") || file.is($0, "class") }
                // `private init() {}` only stops a namespace struct being built.
                && !(member.kind == .initializer && member.modifiers.contains { file.is($0, "private") })
        }
        guard instanceMembers.isEmpty else { return false }
        let name = file.text(type.name)
        return namespaces.contains { name == $0 || name.hasSuffix($0) }
    }

    static func kindMessage(_ name: String) -> String {
        "\(name) groups constants; declare it as an enum so it cannot be instantiated."
    }

    static let varMessage = "Theme constants are static let; a static var is shared mutable state."
}
