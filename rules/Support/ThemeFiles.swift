// Which files define the theme: the only places literal colours and spacing may appear.

import UmpireCore

package enum ThemeFiles {
    /// Palette extensions (`Color+Brand.swift`) and `Colors/` folders are theme files too, and
    /// so are design tokens (`DesignTokens.swift`, a `Tokens/` folder) and a design system's
    /// folder (`Design/`, `DesignSystem/`: its palette and the styled pieces built on it), the
    /// theme by other names.
    package static let defaultGlobs = ["*Theme*.swift", "*Colors.swift", "*Color.swift", "*Colors+*.swift", "Color+*.swift",
                               "UIColor+*.swift", "*Palette*.swift", "**/Colors/**", "*Spacing*.swift", "*Metrics*.swift",
                               "*Tokens.swift", "**/Tokens/**", "**/Theme/**", "**/Design/**", "**/DesignSystem/**"]

    package static let option = Option<RolePatterns>(RuleOption(
        "themeFiles", default: .array(defaultGlobs.map(JSONValue.string)), kind: .globs,
        help: "Globs of the files that define theme constants, where literals are allowed."))

    package static func patterns(_ options: RuleOptions) -> RolePatterns {
        options[option]
    }
}
