// Flags colours written as numbers outside the theme files.

import UmpireCore
import UmpireRuleSupport

public struct HardcodedColor: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
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
        options: [ThemeFiles.option.declaration],
        limitations: """
            Only colours whose components are written as literals are flagged: a colour built \
            from data (a team colour sent as hex) or computed (blending two colours) is a \
            mapping, and preview code is not checked. A file that is a palette by content — \
            three or more colours, most of them `static let` constants of a namespace, an \
            extension of Color or a struct of styles, not of a view — is a theme file whatever \
            its name (`PCWidgetColorScheme.swift`, `EnergyStyle.swift`); so is a constant table of \
            colours keyed by team (`static let fallbackColors: [String: Color] = [...]`, or of \
            pairs of colours), and constants wrapping colours in a style (`AnyShapeStyle(Color(hex: …))`, \
            a gradient); a record of data that carries a colour (`TrackData(primaryColor: Color(red: …))`) is not.
            """,
        triggering: [
            Example("Text(state.scoreLine).foregroundStyle(↓Color(red: 0.96, green: 0.65, blue: 0.14))"),
            Example(".background(↓Color(hex: \"#1B5E20\"))"),
            Example("""
                .shadow(color: ↓Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.3), radius: 4)
                let divider = ↓UIColor(white: 200 / 255, alpha: 1)
                """),
            Example("let accent = ↓UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)"),
            // A view's own table of colours is not the palette either.
            Example("""
                struct TeamBadge: View {
                    let code: String
                    private static let tints: [String: Color] = [
                        "MI": ↓Color(red: 0.0, green: 0.29, blue: 0.63),
                        "CSK": ↓Color(red: 0.98, green: 0.8, blue: 0.0),
                        "RCB": ↓Color(red: 0.8, green: 0.1, blue: 0.15),
                    ]
                    var body: some View { Circle().fill(Self.tints[code] ?? .gray) }
                }
                """),
            // A view's own constants are not the palette.
            Example("""
                struct FixtureCard: View {
                    private enum Constants {
                        static let stroke = ↓Color(white: 0.23)
                        static let fill = ↓Color(hex: "#161718")
                        static let text = ↓Color(hex: "#B8C3C9")
                    }
                    var body: some View { Text("Fixtures").foregroundStyle(Constants.text) }
                }
                """),
            Example(".tint(↓#colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))", path: "ios/CricketWidget/LiveActivity/ScoreView.swift"),
            // The widget's inline hex and RGB instead of WidgetColors: tints, a ternary, a gradient.
            Example("""
                ScoreActivityView(context: context)
                    .activityBackgroundTint(↓Color(hex: "#0B1F3A"))
                    .activitySystemActionForegroundColor(↓Color(red: 0.96, green: 0.65, blue: 0.14))
                """, path: "ios/CricketWidget/CricketWidgetLiveActivity.swift"),
            Example("""
                Text(state.scoreLine)
                    .foregroundStyle(state.isInningsBreak ? ↓Color(hue: 0.11, saturation: 0.86, brightness: 0.96) : .white)
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift"),
            Example("""
                LinearGradient(
                    colors: [↓Color(hex: 0x1B5E20), Color(hex: 0x0B3D12)],
                    startPoint: .top, endPoint: .bottom
                )
                """, path: "ios/CricketWidget/LiveActivity/FooterView.swift"),
        ],
        nonTriggering: [
            // A palette file named for one colour is a theme file.
            Example("extension Color {\n    static let duskPurple = Color(red: 0.34, green: 0.18, blue: 0.52)\n}",
                    path: "ios/CricketApp/Design/BrandColor.swift", trap: .lookAlike),
            Example("Text(state.scoreLine).foregroundStyle(Color.ssAmber)\n.background(Color(\"PitchGreen\"))"),
            Example("static let ssAmber = Color(red: 0.96, green: 0.65, blue: 0.14)", path: "ios/CricketWidget/WidgetColors.swift", trap: .lookAlike),
            Example("extension Color {\n    static let pitchGreen = Color(red: 0.11, green: 0.37, blue: 0.13)\n}",
                    path: "ios/CricketApp/Styles/Color+Brand.swift", trap: .lookAlike),
            Example("extension Color {\n    static let boundaryBlue = Color(red: 0.05, green: 0.28, blue: 0.63)\n}",
                    path: "ios/CricketApp/DesignSystem/BrandPalette.swift", trap: .lookAlike),
            // A team's own folder for its palette, named in the configuration.
            Example("extension Color {\n    static let seamRed = Color(red: 0.72, green: 0.11, blue: 0.13)\n}",
                    path: "ios/CricketApp/Brand/SeamPalette+Kit.swift", trap: .lookAlike,
                    options: ["themeFiles": .array((ThemeFiles.defaultGlobs + ["**/Brand/**"]).map(JSONValue.string))]),
            // A design system's own background, beside its palette in `Design/`.
            Example("""
                struct RinkBackground: View {
                    var body: some View {
                        LinearGradient(colors: [Color(red: 0.05, green: 0.07, blue: 0.11), Color(red: 0.02, green: 0.03, blue: 0.06)],
                                       startPoint: .top, endPoint: .bottom)
                    }
                }
                """, path: "ios/RinkSide/Design/RinkBackground.swift", trap: .lookAlike),
            Example("Color(uiColor: .systemBackground)\nColor(.secondarySystemBackground)", trap: .lookAlike),
            // Design tokens are the theme by another name: a tier's colour mapped there.
            Example("""
                extension MembershipTier {
                    var accent: Color {
                        switch self {
                        case .gold: return Color(red: 0.85, green: 0.65, blue: 0.13)
                        case .standard: return BrandTokens.gray
                        }
                    }
                }
                """, path: "ios/CricketApp/UI/Tokens/DesignTokens.swift", trap: .lookAlike),
            // A sentiment mapped to the widget's colours: a theming decision, not a literal colour.
            Example("""
                private var sentimentColor: Color {
                    switch state.sentiment {
                    case "positive": .ssGreen
                    case "negative": .ssRed
                    default: Color("ssNeutral")
                    }
                }
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift", trap: .lookAlike),
            Example("""
                Circle().fill(Color(hex: team.primaryColourHex))
                let mixed = UIColor(red: r1 * (1 - t) + r2 * t, green: g, blue: b, alpha: 1)
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    ScoreView(state: .preview).background(Color(red: 0.1, green: 0.1, blue: 0.1))
                }
                """, trap: .lookAlike),
            // A palette by content, under a name no glob knows.
            Example("""
                enum ScorecardStyle {
                    static let header = Color(red: 0.05, green: 0.28, blue: 0.63)
                    static let rowTint = Color(hex: "#F5F5F0")
                    static let dotBall: Color = Color(white: 0.55)
                    static func tint(forRate rate: Double) -> Color { rate > 8 ? header : Color(white: 0.3) }
                }
                """, path: "ios/CricketApp/Scorecard/ScorecardStyle.swift", trap: .lookAlike),
            // Colour literals wrapped in the colours they make, in an extension of Color under a lowercase name.
            Example("""
                extension Color {
                    static let clubBlue = Color(#colorLiteral(red: 0.46, green: 0.84, blue: 1, alpha: 1))
                    static let clubGreen = Color(#colorLiteral(red: 0.39, green: 0.88, blue: 0.23, alpha: 1))
                    static let clubAmber = Color(#colorLiteral(red: 1, green: 0.65, blue: 0, alpha: 1))
                }
                """, path: "ios/CricketApp/Ext/color.swift", trap: .lookAlike),
            // A constant table of the teams' colours is a palette too, keyed by team.
            Example("""
                struct TeamColorCache {
                    private static let fallbackColors: [String: Color] = [
                        "MI": Color(red: 0.0, green: 0.29, blue: 0.63),
                        "CSK": Color(red: 0.98, green: 0.8, blue: 0.0),
                        "RCB": Color(red: 0.8, green: 0.1, blue: 0.15),
                    ]
                    static func color(for code: String) -> Color { fallbackColors[code] ?? .gray }
                }
                """, path: "ios/CricketWidget/Helpers/TeamColorCache.swift", trap: .lookAlike),
            // A table of each team's pair of colours, and styles wrapping brand colours: palettes too.
            Example("""
                struct KitColours {
                    static let byTeam: [String: (shirt: Color, number: Color)] = [
                        "MI": (Color(red: 0.0, green: 0.29, blue: 0.63), .white),
                        "CSK": (Color(red: 0.98, green: 0.8, blue: 0.0), .black),
                        "RCB": (Color(red: 0.8, green: 0.1, blue: 0.15), .white),
                    ]
                }
                enum BroadcasterBrand {
                    static let tv = AnyShapeStyle(Color(hex: "#1A1F71"))
                    static let radio = AnyShapeStyle(Color(hex: "#E4002B"))
                    static let stream = AnyShapeStyle(LinearGradient(colors: [Color(hex: "#6A1B9A"), Color(hex: "#AD1457")],
                                                                     startPoint: .leading, endPoint: .trailing))
                }
                """, path: "ios/CricketApp/Support/KitColours.swift", trap: .lookAlike),
            Example(#"let doc = "Color(red: 0.96, green: 0.65, blue: 0.14)""#, trap: .inString),
            Example("// Color(hex: \"#1B5E20\") moved to Theme", trap: .inComment),
        ]) }

    let themeFiles: RolePatterns

    public init(options: RuleOptions) {
        themeFiles = ThemeFiles.patterns(options)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if themeFiles.matches(context.rolePath) == true { return }
        let colours = literalColours(in: context)
        guard !colours.isEmpty else { return }
        // A palette by content, whatever the file is called (`PCWidgetColorScheme.swift`,
        // `EntityIconColorProvider.swift`): mostly named constants of a namespace, not a view.
        let entries = colours.filter { isPaletteEntry($0, in: file) }
        if entries.count >= 3, entries.count * 2 >= colours.count { return }
        for i in colours {
            findings.report(file, at: i, message(context))
        }
    }

    /// Every colour written as literals outside previews: `#colorLiteral`, `Color(0x…)`,
    /// `Color(red: …)`, `UIColor(hex: …)`, `Color(.sRGB, red: …)`.
    static let colourTypes = TokenWords(["Color", "UIColor", "NSColor", "CGColor"])

    private func literalColours(in context: RuleContext) -> [Int] {
        let file = context.file
        var found: [Int] = []
        for i in file.tokens.indices {
            if file.kind(i) == .directive, file.is(i, "#colorLiteral") {
                if !context.isInPreview(i) { found.append(i) }
                continue
            }
            guard file.kind(i) == .identifier, file.isOne(i, of: Self.colourTypes), !file.isMemberAccess(i),
                  let paren = file.nextSignificant(after: i), file.kind(paren) == .openParen,
                  let first = file.nextSignificant(after: paren), !context.isInPreview(i) else { continue }
            if file.kind(first) == .number, file.contains(first, "0x"), isLiteral(valueStartingAt: first, in: paren, file) {
                found.append(i)
                continue
            }
            // `Color(red: …)`, `UIColor(hex: …)`, or `Color(.sRGB, red: …)` with the colour space first.
            var label = file.firstArgumentLabel(ofOpenParen: paren)
            if label == nil, file.kind(first) == .dot, let space = file.nextSignificant(after: first),
               file.isOne(space, of: ["sRGB", "displayP3", "sRGBLinear"]), let comma = file.nextSignificant(after: space),
               file.kind(comma) == .comma {
                label = file.firstArgumentLabel(ofOpenParen: comma)
            }
            guard let label, file.isOne(label, of: ["red", "hue", "white", "hex", "displayP3Red"]),
                  let colon = file.nextSignificant(after: label), let value = file.nextSignificant(after: colon),
                  isLiteral(valueStartingAt: value, in: paren, file) else { continue }
            found.append(i)
        }
        return found
    }

    /// `static let widgetRedDark = Color(red: …)` in an enum, a struct of styles or an
    /// extension of Color, neither a view nor inside one (a view's own `enum Constants` is not
    /// the palette): a named palette constant.
    private func isPaletteEntry(_ colour: Int, in file: SourceFile) -> Bool {
        // Out to the constant the colour is written in: a table's entry (`"LHF": Color(red: …)`, or a
        // tuple of colours, `"1": (Color(red: …), .white)`), a style wrapping it
        // (`AnyShapeStyle(Color(hex: …))`, a gradient's `colors: […]`), `Color(#colorLiteral(…))`.
        var value = colour
        for _ in 0..<6 {
            guard let opener = file.enclosingOpener(of: value), [.openParen, .openBracket].contains(file.kind(opener)) else { break }
            if file.kind(opener) == .openParen, let callee = file.callee(ofOpenParen: opener) {
                // A style or a colour made of it; not a record of data that carries one (`TrackData(primaryColor: …)`).
                guard !file.isMemberAccess(callee), file.isOne(callee, of: Self.colourTypes) || file.is(callee, "AnyShapeStyle")
                        || file.text(callee).hasSuffix("Gradient") else { break }
                value = callee
            } else {
                value = opener
            }
        }
        guard let equals = file.previousSignificant(before: value), file.is(equals, "=") else { return false }
        var j = file.previousSignificant(before: equals)
        // `static let name: Color = …`, `static let table: [String: Color] = …`
        if let k = j, file.kind(k) == .closeBracket, let open = file.partner(of: k), let colon = file.previousSignificant(before: open),
           file.kind(colon) == .colon {
            j = file.previousSignificant(before: colon)
        } else if let k = j, file.kind(k) == .identifier, let colon = file.previousSignificant(before: k), file.kind(colon) == .colon {
            j = file.previousSignificant(before: colon)
        }
        guard let name = j, file.kind(name) == .identifier, let keyword = file.previousSignificant(before: name),
              file.isOne(keyword, of: ["let", "var"]), file.modifiers(before: keyword).contains(where: { file.is($0, "static") }),
              let body = file.enclosingOpener(of: keyword) else { return false }
        // Not a view's body nor inside one: walk out from the body, looking each brace up.
        var opener: Int? = body
        while let open = opener {
            if let type = file.swiftTypeDeclaration(bodyAt: open)?.declaration, file.any(type.inherited, is: "View"),
               type.kind != .protocol {
                return false
            }
            opener = file.enclosingOpener(of: open)
        }
        return true
    }

    /// Whether the argument starting at `value` is written as literals only (`0.96`, `100 / 255`,
    /// `"#1B5E20"`): a colour read from data (`Color(hex: team.colour)`) is a mapping, not a
    /// hardcoded colour.
    private func isLiteral(valueStartingAt value: Int, in paren: Int, _ file: SourceFile) -> Bool {
        guard let close = file.partner(of: paren) else { return false }
        var j = value
        while j < close {
            if file.kind(j) == .comma, file.enclosingOpener(of: j) == paren { break }
            switch file.kind(j) {
            case .number, .operator, .openParen, .closeParen, .stringStart, .stringText, .stringEnd: break
            case let kind where kind.isTrivia: break
            default: return false
            }
            j += 1
        }
        return j > value
    }

    func message(_ context: RuleContext) -> String {
        context.roles.contains(.widget)
            ? "This colour is typed as numbers; use a WidgetColors constant (add one if it is new)."
            : "This colour is typed as numbers; use an asset colour or a Theme constant."
    }
}
