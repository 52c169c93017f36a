// Flags the deprecated .foregroundColor(_:) modifier.

import UmpireCore

public struct NoForegroundColor: Rule {
    public static let description = RuleDescription(
        id: "no-foreground-color", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "The deprecated .foregroundColor(_:) modifier",
        rationale: """
            foregroundColor(_:) is deprecated since iOS 17 and takes only a Color. \
            foregroundStyle(_:) takes any ShapeStyle (gradients, hierarchical styles such as \
            .secondary), which is how the app and the Live Activity keep text legible in light, \
            dark and Always-On modes.
            """,
        fix: "Replace `.foregroundColor(x)` with `.foregroundStyle(x)`.",
        triggerWords: ["foregroundColor"],
        triggering: [
            Example("""
                Text(state.statusLine)
                    .font(.caption)
                    .↓foregroundColor(.secondary)
                """),
            Example("Image(systemName: \"cricket.ball\").↓foregroundColor(Color.ssAmber)"),
            Example("""
                Label(state.statusLine, systemImage: "cloud.rain")
                    .↓foregroundColor(state.isLive ? .red : .secondary)
                """),
            Example("""
                struct PillStyle: ViewModifier {
                    let tint: Color
                    func body(content: Content) -> some View {
                        content.padding(Theme.Spacing.small).background(tint.opacity(0.2)).↓foregroundColor(tint)
                    }
                }
                """),
        ],
        nonTriggering: [
            Example("Text(state.statusLine).foregroundStyle(.secondary)"),
            Example(#"let hint = "use .foregroundColor(.red) for alerts""#, trap: .inString),
            Example("// .foregroundColor(.red) was deprecated in iOS 17", trap: .inComment),
            Example(".activitySystemActionForegroundColor(.white)", trap: .lookAlike),
            Example("let foregroundColor = theme.accent", trap: .lookAlike),
            Example("Badge(text: label, foregroundColor: .white)", trap: .lookAlike),
            Example("""
                var score = AttributedString(state.scoreLine)
                score.foregroundColor = .ssAmber
                let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.label]
                """, trap: .lookAlike),
        ])

    public init(options: RuleOptions) {}

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        for i in file.tokens.indices where file.tokens[i].kind == .identifier {
            guard file.is(i, "foregroundColor"), file.isMemberAccess(i), file.kind(after: i) == .openParen else { continue }
            findings.report(file, at: i, Self.message)
        }
    }

    static let message = ".foregroundColor(_:) is deprecated; use .foregroundStyle(_:) with the same colour or style."
}
