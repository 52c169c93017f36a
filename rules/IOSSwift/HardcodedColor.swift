// Flags colours written as numbers outside the theme files.

import UmpireCore

public struct HardcodedColor: Rule {
    public static let description = RuleDescription(
        id: "hardcoded-color", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A colour built from numbers outside the theme files",
        rationale: """
            Brand colours live in one place (the app's Theme, the widget's WidgetColors) so that \
            dark mode, the Live Activity's always-black Dynamic Island and StandBy's red tint \
            are tuned once. A colour typed as RGB or hex in a view drifts from the palette and \
            escapes that tuning.
            """,
        fix: "Use an asset colour (`Color(\"name\")`) or a theme constant; add one to the theme file if it is new.",
        options: [ThemeFiles.option],
        triggering: [
            Example("Text(state.scoreLine).foregroundStyle(↓Color(red: 0.96, green: 0.65, blue: 0.14))"),
            Example(".background(↓Color(hex: \"#1B5E20\"))"),
            Example("let accent = ↓UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)"),
            Example(".tint(↓#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))", path: "ios/CricketWidget/LiveActivity/ScoreView.swift"),
        ],
        nonTriggering: [
            Example("Text(state.scoreLine).foregroundStyle(Color.ssAmber)\n.background(Color(\"PitchGreen\"))"),
            Example("static let ssAmber = Color(red: 0.96, green: 0.65, blue: 0.14)", path: "ios/CricketWidget/WidgetColors.swift", trap: .lookAlike),
            Example("Color(uiColor: .systemBackground)\nColor(.secondarySystemBackground)", trap: .lookAlike),
            Example(#"let doc = "Color(red: 0.96, green: 0.65, blue: 0.14)""#, trap: .inString),
            Example("// Color(hex: \"#1B5E20\") moved to Theme", trap: .inComment),
        ])

    let themeFiles: RolePatterns?

    public init(options: RuleOptions) {
        themeFiles = ThemeFiles.patterns(options)
    }

    public func check(_ file: LexedFile, into findings: inout FindingSink) {
        if themeFiles?.matches(file.rolePath) == true { return }
        for i in file.tokens.indices {
            if file.kind(i) == .directive, file.is(i, "#colorLiteral") {
                findings.report(file, at: i, message(file))
                continue
            }
            guard file.kind(i) == .identifier, file.isOne(i, of: ["Color", "UIColor", "NSColor", "CGColor"]), !file.isMemberAccess(i),
                  let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen,
                  let first = file.nextSignificant(after: paren) else { continue }
            let numeric = file.kind(first) == .number && file.contains(first, "0x")
            let label = file.firstArgumentLabel(ofOpenParen: paren)
            let rgbArgs = label.map { file.isOne($0, of: ["red", "hue", "white", "hex", "displayP3Red"]) } ?? false
            // `Color(.sRGB, red: …)`: the colour space comes first.
            let spaced = file.kind(first) == .dot && (file.nextSignificant(after: first).map { file.isOne($0, of: ["sRGB", "displayP3", "sRGBLinear"]) } ?? false)
            if numeric || rgbArgs || spaced { findings.report(file, at: i, message(file)) }
        }
    }

    func message(_ file: LexedFile) -> String {
        file.roles.contains(.widget)
            ? "This colour is typed as numbers; use a WidgetColors constant (add one if it is new)."
            : "This colour is typed as numbers; use an asset colour or a Theme constant."
    }
}
