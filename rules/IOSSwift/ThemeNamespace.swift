// Flags theme constant namespaces declared as instantiable types or with mutable statics.

import UmpireCore
import UmpireRuleSupport

public struct ThemeNamespace: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "theme-namespace", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .error,
        summary: "A theme namespace declared as a struct or class, or with static var",
        rationale: """
            Theme and WidgetColors only group constants. As an enum they cannot be instantiated \
            by mistake, and static let makes each value a true constant: a static var is global \
            mutable state, which Swift 6 rejects across actors and any view could change.
            """,
        fix: "Declare the namespace as `enum Theme { static let … }`.",
        // Unsafe: in the file the rewrite is certain, but other files are not read. Code that
        // builds the namespace (`Theme()`), extends it with an initializer or subclasses the
        // class, or assigns a static var, stops compiling, and that code is what wants a
        // person. No behaviour changes where it compiles: nothing was an instance, and a static
        // let is initialised as lazily as a static var.
        fixes: .unsafe,
        options: [namespacesOption.declaration, ThemeFiles.option.declaration],
        limitations: """
            A namespace is a type named like one (option namespaces), or any struct or class of \
            static constants alone in a theme file (option themeFiles: `struct Layout` in \
            `Theme.swift`, any file of a `Theme/` folder). A type with instance members or conformances is not one.
            """,
        triggering: [
            Example("↓struct Theme {\n    static let margin: CGFloat = 14\n}", corrected: "enum Theme {\n    static let margin: CGFloat = 14\n}"),
            // Another group of constants beside the theme, in its file.
            Example("↓struct Layout {\n    static let rowHeight: CGFloat = 64\n}", path: "ios/CricketApp/Theme/Theme.swift",
                    corrected: "enum Layout {\n    static let rowHeight: CGFloat = 64\n}"),
            // Any file of a Theme folder is a theme file.
            Example("enum Motion {\n    static ↓var scoreChange: Animation = .snappy(duration: 0.3)\n}", path: "ios/CricketApp/Theme/Motion.swift",
                    corrected: "enum Motion {\n    static let scoreChange: Animation = .snappy(duration: 0.3)\n}"),
            // Groups nested in the theme are namespaces too: a struct of them, a static var in an enum of them.
            Example("""
                enum Theme {
                    ↓struct Radius {
                        static let card: CGFloat = 14
                    }
                    enum Motion {
                        static ↓var scoreBump: Animation = .spring(response: 0.35)
                    }
                }
                """, path: "ios/CricketApp/Theme/Theme.swift",
                corrected: """
                enum Theme {
                    enum Radius {
                        static let card: CGFloat = 14
                    }
                    enum Motion {
                        static let scoreBump: Animation = .spring(response: 0.35)
                    }
                }
                """),
            Example("↓struct Grid {\n    static let gutter: CGFloat = 12\n}", path: "ios/CricketApp/DesignSystem/Grid.swift",
                    options: ["themeFiles": .array(["**/DesignSystem/**"].map(JSONValue.string))],
                    corrected: "enum Grid {\n    static let gutter: CGFloat = 12\n}"),
            Example("enum WidgetColors {\n    static ↓var ssAmber = Color(\"ssAmber\")\n}", path: "ios/CricketWidget/WidgetColors.swift",
                    corrected: "enum WidgetColors {\n    static let ssAmber = Color(\"ssAmber\")\n}"),
            Example("↓struct ScoreboardTokens {\n    static let rowHeight: CGFloat = 44\n}",
                    path: "ios/CricketApp/DesignSystem/ScoreboardTokens.swift",
                    options: ["namespaces": .array(["Theme", "WidgetColors", "Spacing", "Palette", "Typography", "Metrics", "Tokens"]
                        .map(JSONValue.string))],
                    corrected: "enum ScoreboardTokens {\n    static let rowHeight: CGFloat = 44\n}"),
            Example("""
                enum Theme {
                    ↓struct Spacing {
                        static let small: CGFloat = 4
                        static let margin: CGFloat = 14
                    }
                    static ↓var accent = Color("Accent")
                }
                """, path: "ios/CricketApp/Theme/Theme.swift", corrected: """
                enum Theme {
                    enum Spacing {
                        static let small: CGFloat = 4
                        static let margin: CGFloat = 14
                    }
                    static let accent = Color("Accent")
                }
                """),
            Example("""
                final ↓class WidgetColors {
                    static let ssAmber = Color("ssAmber")
                    static let ssFooterGradient1 = Color("ssFooterGradient1")
                }
                """, path: "ios/CricketWidget/WidgetColors.swift", corrected: """
                enum WidgetColors {
                    static let ssAmber = Color("ssAmber")
                    static let ssFooterGradient1 = Color("ssFooterGradient1")
                }
                """),
            // An enum cannot keep the initializer that stopped the struct being built.
            Example("""
                ↓struct Metrics {
                    static let rowHeight: CGFloat = 44
                    private init() {}
                }
                """, path: "ios/CricketApp/Theme/Metrics.swift", corrected: """
                enum Metrics {
                    static let rowHeight: CGFloat = 44
                }
                """),
            // No fix: the file assigns the static var.
            Example("""
                enum Theme {
                    static ↓var accent = Color("Accent")
                }
                struct AccentPicker: View {
                    var body: some View {
                        Button("Amber") { Theme.accent = Color("ssAmber") }
                    }
                }
                """, path: "ios/CricketApp/Theme/Theme.swift"),
        ],
        nonTriggering: [
            // A value type the theme builds, and a style, in the theme's file.
            Example("struct Shadow {\n    let radius: CGFloat\n    static let card = Shadow(radius: 8)\n}\nstruct CardStyle: ButtonStyle {\n    static let padding: CGFloat = 8\n}",
                    path: "ios/CricketApp/Theme/Theme.swift", trap: .lookAlike),
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
        ]) }

    let namespaces: [String]
    let themeFiles: RolePatterns

    static let namespacesOption = Option<[String]>(RuleOption("namespaces", default: .array(["Theme", "WidgetColors", "Spacing", "Palette", "Typography", "Metrics"].map(JSONValue.string)),
        help: "Type names (or name suffixes) of theme constant namespaces."))

    public init(options: RuleOptions) {
        namespaces = options[Self.namespacesOption]
        themeFiles = ThemeFiles.patterns(options)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        let inThemeFile = themeFiles.matches(context.rolePath)
        for type in file.swiftTypeDeclarations() where type.kind != .extension && type.kind != .protocol
            && isNamespace(type, inThemeFile: inThemeFile, in: file) {
            if type.kind != .enum {
                findings.report(file, at: type.keyword, Self.kindMessage(file.text(type.name)), fix: enumFix(type, in: file))
            }
            for member in file.members(of: type) where member.kind == .var && !member.isComputed
                && member.modifiers.contains(where: { file.is($0, "static") }) {
                findings.report(file, at: member.keyword, Self.varMessage, fix: letFix(member, in: file))
            }
        }
    }

    /// `struct Theme` or `final class Theme` as `enum Theme`, its `private init() {}` gone (an
    /// enum's initializer must set `self`). Nil for a class that may be subclassed, `class`
    /// members, an Objective-C type, or a file that builds the type or extends it with an init.
    @_optimize(none)
    private func enumFix(_ type: SwiftTypeDeclaration, in file: SourceFile) -> Fix? {
        var edits: [TextEdit] = []
        if type.kind == .class {
            guard let final = type.modifiers.first(where: { file.is($0, "final") }), let next = file.nextSignificant(after: final),
                  !SwiftFixes.hasComment(final..<next, in: file) else { return nil }
            edits.append(TextEdit(start: file.tokens[final].start, end: file.tokens[next].start, replacement: ""))
        } else if type.kind != .struct {
            return nil
        }
        guard !type.modifiers.contains(where: { file.text($0).hasPrefix("@objc") }) else { return nil }
        let members = file.members(of: type)
        guard !members.contains(where: { member in member.modifiers.contains { file.is($0, "class") } }) else { return nil }
        let name = file.text(type.name)
        // The name anywhere, and `Self` inside the type (elsewhere it is another type).
        let selfUses = type.bodyOpen.flatMap { open in file.partner(of: open).map { close in (open..<close).filter { file.is($0, "Self") } } } ?? []
        for k in file.occurrences(ofIdentifier: type.name) + selfUses {
            guard let next = file.nextSignificant(after: k) else { continue }
            // `Theme()`, `Theme.init`, `Self()`: the file builds one.
            if file.kind(next) == .openParen, next == k + 1, !file.isMemberAccess(k) || file.is(k, "Self") { return nil }
            if file.kind(next) == .dot, let member = file.nextSignificant(after: next), file.is(member, "init") { return nil }
        }
        for ext in file.swiftTypeDeclarations() where ext.kind == .extension && file.text(ext.name) == name
            && file.members(of: ext).contains(where: { $0.kind == .initializer }) {
            return nil
        }
        edits.append(file.replacing(type.keyword, with: "enum"))
        for member in members where member.kind == .initializer {
            let start = SwiftFixes.declarationStart(member.keyword, in: file)
            guard let open = member.bodyOpen, let close = file.partner(of: open), file.commentBlock(above: start).isEmpty,
                  !SwiftFixes.hasComment(start..<close, in: file), let edit = SwiftFixes.removingWithLine(start, through: close, in: file)
            else { return nil }
            edits.append(edit)
        }
        return Fix("Declare it as an enum", .unsafe, edits: edits)
    }

    /// `static var x = …` as `static let x = …`, when nothing in the file assigns it and it has
    /// no observers, wrapper or modifier a let cannot take (`private(set)`, `nonisolated(unsafe)`).
    @_optimize(none)
    private func letFix(_ member: SwiftMember, in file: SourceFile) -> Fix? {
        let plain = ["static", "private", "fileprivate", "internal", "public"]
        guard member.modifiers.allSatisfy({ file.isOne($0, of: plain) && file.kind(after: $0) != .openParen }),
              let name = member.name else { return nil }
        // Up to the end of the declaration: an initializer, and no `{ didSet … }` or closure.
        let scope = file.enclosingOpener(of: member.keyword)
        var j = member.keyword + 1
        var initialized = false
        while j < file.tokens.count, file.kind(j) != .newline || file.enclosingOpener(of: j) != scope {
            if file.enclosingOpener(of: j) == scope {
                if file.kind(j) == .openBrace || file.kind(j) == .closeBrace || file.kind(j) == .semicolon { break }
                if file.kind(j) == .operator, file.is(j, "=") { initialized = true }
            }
            if file.kind(j) == .openBrace { return nil }
            j += 1
        }
        guard initialized, j >= file.tokens.count || file.kind(j) != .openBrace else { return nil }
        // `Theme.accent = …`, `accent += …`, `&accent`: the file changes it.
        for k in file.occurrences(ofIdentifier: name) where k != name {
            if let before = file.previousSignificant(before: k), file.is(before, "&") { return nil }
            if let after = file.nextSignificant(after: k), file.kind(after) == .operator {
                let op = file.text(after)
                if op.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(op) { return nil }
            }
        }
        return Fix("Declare it with let", .unsafe, edits: [file.replacing(member.keyword, with: "let")])
    }

    /// Named like a namespace, conforming to nothing (a `TeamColors: Codable` is a model) and
    /// holding only static members (a `final class Theme` with instance state is an object).
    private func isNamespace(_ type: SwiftTypeDeclaration, inThemeFile: Bool, in file: SourceFile) -> Bool {
        guard type.inherited.isEmpty else { return false }
        let members = file.members(of: type)
        let instanceMembers = members.filter { member in
            member.kind != .type && member.kind != .case
                && !member.modifiers.contains { file.is($0, "static") || file.is($0, "class") }
                // `private init() {}` only stops a namespace struct being built.
                && !(member.kind == .initializer && member.modifiers.contains { file.is($0, "private") })
        }
        guard instanceMembers.isEmpty else { return false }
        let name = file.text(type.name)
        if namespaces.contains(where: { name == $0 || name.hasSuffix($0) }) { return true }
        // In a theme file, a type of static constants alone groups theme values, at the top or
        // nested in another (`enum Theme { struct Radius { … } }`).
        return inThemeFile && members.contains { ($0.kind == .let || $0.kind == .var) && !$0.isComputed }
    }

    static func kindMessage(_ name: String) -> String {
        "\(name) groups constants; declare it as an enum so it cannot be instantiated."
    }

    static let varMessage = "Theme constants are static let; a static var is shared mutable state."
}
