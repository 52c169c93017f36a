// Flags literal padding, spacing and frame sizes outside the theme files.

import UmpireCore
import UmpireRuleSupport

public struct HardcodedSpacing: Rule {
    public static let description = describe()
    @_optimize(none) static func describe() -> RuleDescription { RuleDescription(
        id: "hardcoded-spacing", area: .iosSwift, languages: [.swift], roles: [.ios, .widget],
        excludedRoles: [.test], severity: .warning,
        summary: "A literal padding, spacing or frame size outside the theme files",
        rationale: """
            Spacing constants keep the match centre, the widget and the Lock Screen on one grid \
            (the Live Activity's 14 pt margins, the card insets). Literals scattered through \
            views drift apart and make a layout change a search-and-replace.
            """,
        fix: "Use a Theme spacing constant (add one if the value is new); 0 is always fine.",
        options: [ThemeFiles.option.declaration],
        triggerWords: ["padding", "frame", "spacing", "EdgeInsets", "Spacer", "safeAreaPadding", "contentMargins"],
        limitations: """
            Reads literals given directly to .padding, .safeAreaPadding, .contentMargins, \
            EdgeInsets, Spacer(minLength:), .frame sizes and `spacing:` arguments, one finding \
            per call at its first literal. \
            A literal that scales a measured size (`proxy.size.width * 0.2`) is layout maths and \
            is not flagged, nor is a hairline's thickness (`.frame(height: 1)`, a point or less), nor preview code.
            """,
        triggering: [
            Example("VStack(alignment: .leading, spacing: ↓6) {\n    Text(state.title)\n}\n.padding(.horizontal, ↓14)"),
            Example("Image(systemName: \"cricket.ball\").frame(width: ↓24, height: 24)"),
            Example("""
                BatterRow(line: batter)
                    .listRowInsets(EdgeInsets(top: ↓8, leading: 14, bottom: 8, trailing: 14))
                """),
            Example("""
                HStack {
                    Text(state.battingTeamCode)
                    Spacer(minLength: ↓8)
                    Text(state.scoreLine)
                }
                .padding(.vertical, isExpanded ? ↓12 : 6)
                """),
            Example("""
                VStack(alignment: .leading, spacing: ↓4) {
                    Text(state.scoreLine)
                }
                .padding(↓14)
                """, path: "ios/CricketWidget/LiveActivity/LockScreenView.swift"),
        ],
        nonTriggering: [
            // A divider drawn as a thin rectangle: its thickness is a line, not space.
            Example("Rectangle().fill(Color.secondary.opacity(0.3)).frame(height: 1)\nDivider().frame(width: 0.5)",
                    path: "ios/CricketApp/Views/ScorecardRow.swift", trap: .lookAlike),
            // A String's padding pads text, not a layout.
            Example(#"Text(batter.name.padding(toLength: 18, withPad: " ", startingAt: 0)).monospaced()"#,
                    path: "ios/CricketApp/Views/ScorecardRow.swift", trap: .lookAlike),
            Example("VStack(spacing: Theme.Spacing.small) { Text(state.title) }\n.padding(.horizontal, Theme.Spacing.margin)"),
            Example("HStack(spacing: 0) { Divider() }.frame(maxWidth: .infinity)", trap: .lookAlike),
            Example("static let margin: CGFloat = 14\nstatic let cardSpacing = VStack(spacing: 6) { EmptyView() }",
                    path: "ios/CricketApp/Theme/Theme.swift", trap: .lookAlike),
            Example("""
                struct ScoreCardStyle: ViewModifier {
                    func body(content: Content) -> some View {
                        content.padding(.horizontal, 14).padding(.vertical, 10)
                    }
                }
                """, path: "ios/CricketApp/DesignSystem/ScoreCardStyle.swift", trap: .lookAlike),
            // A team's own folder for its styles, named in the configuration.
            Example("struct RowInsets: ViewModifier {\n    func body(content: Content) -> some View { content.padding(.horizontal, 12) }\n}",
                    path: "ios/CricketApp/Brand/RowInsets.swift", trap: .lookAlike,
                    options: ["themeFiles": .array((ThemeFiles.defaultGlobs + ["**/Brand/**"]).map(JSONValue.string))]),
            Example(".lineSpacing(2)\n.opacity(0.6)", trap: .lookAlike),
            Example("""
                Text(state.scoreLine)
                    .listRowInsets(EdgeInsets())
                    .animation(.spring(duration: 0.3), value: state.scoreLine)
                    .scaleEffect(isPressed ? 0.96 : 1)
                """, trap: .lookAlike),
            Example("""
                ScorecardView(state: state)
                    .padding(.horizontal, proxy.size.width * 0.1)
                    .frame(width: geometry.size.width / 3)
                """, trap: .lookAlike),
            Example("""
                #Preview {
                    ScoreHeaderView(state: .preview)
                        .padding(20)
                }
                """, trap: .lookAlike),
            Example(#"Text("padding(16) is too much")"#, trap: .inString),
            Example("// .padding(16) replaced with Theme.Spacing.margin", trap: .inComment),
        ]) }

    let themeFiles: RolePatterns

    public init(options: RuleOptions) {
        themeFiles = ThemeFiles.patterns(options)
    }

    public func check(_ context: RuleContext, into findings: inout FindingSink) {
        let file = context.file
        if themeFiles.matches(context.rolePath) == true { return }
        var literals: [Int: [Int]] = [:]
        for i in file.tokens.indices where file.kind(i) == .number {
            guard !isZero(i, in: file), !scalesAMeasurement(i, in: file), !context.isInPreview(i),
                  let opener = file.enclosingOpener(of: i), file.kind(opener) == .openParen,
                  let callee = file.callee(ofOpenParen: opener) else { continue }
            let label = argumentLabel(of: i, in: file)
            // SwiftUI's padding takes its length unlabelled; `String.padding(toLength:withPad:startingAt:)` labels it.
            let isLayout = (file.isOne(callee, of: ["padding", "safeAreaPadding", "contentMargins"]) && file.isMemberAccess(callee) && label == nil)
                || (file.is(callee, "EdgeInsets") && !file.isMemberAccess(callee)
                    && label.map { file.isOne($0, of: ["top", "leading", "bottom", "trailing"]) } == true)
                || (file.is(callee, "Spacer") && !file.isMemberAccess(callee) && label.map { file.is($0, "minLength") } == true)
                || (file.is(callee, "frame") && file.isMemberAccess(callee) && label.map { file.isOne($0, of: ["width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight", "maxWidth", "maxHeight"]) } == true)
                || label.map { file.is($0, "spacing") } == true
            // `.frame(height: 1)` on a Rectangle: a hairline's thickness, a line rather than space.
            let hairline = file.is(callee, "frame") && label.map { file.isOne($0, of: ["width", "height"]) } == true
                && (Double(file.text(i)).map { $0 <= 1 } ?? false)
            if isLayout, !hairline { literals[opener, default: []].append(i) }
        }
        // One finding per call: `.frame(width: 44, height: 44)` is one fixed size, not two problems.
        for numbers in literals.values.sorted(by: { $0[0] < $1[0] }) {
            findings.report(file, at: numbers[0], numbers.count == 1 ? Self.message : Self.valuesMessage)
        }
    }

    /// The label of the argument a number is (`spacing` in `spacing: 6`), if it is the whole value.
    private func argumentLabel(of number: Int, in file: SourceFile) -> Int? {
        var j = file.previousSignificant(before: number)
        if let k = j, file.kind(k) == .operator, file.is(k, "-") { j = file.previousSignificant(before: k) }
        guard let colon = j, file.kind(colon) == .colon, let label = file.previousSignificant(before: colon),
              file.kind(label) == .identifier else { return nil }
        return label
    }

    /// `proxy.size.width * 0.2`: the literal is a factor in layout maths on a measured size.
    private func scalesAMeasurement(_ number: Int, in file: SourceFile) -> Bool {
        if let op = file.previousSignificant(before: number), file.kind(op) == .operator, file.isOne(op, of: ["*", "/"]),
           let operand = file.previousSignificant(before: op), file.kind(operand) != .number {
            return true
        }
        if let op = file.nextSignificant(after: number), file.kind(op) == .operator, file.isOne(op, of: ["*", "/"]),
           let operand = file.nextSignificant(after: op), file.kind(operand) != .number {
            return true
        }
        return false
    }

    private func isZero(_ i: Int, in file: SourceFile) -> Bool {
        file.text(i).allSatisfy { $0 == "0" || $0 == "." || $0 == "_" }
    }

    static let message = "This spacing is a literal; use a Theme spacing constant so layouts stay on one grid."
    static let valuesMessage = "These spacing values are literals; use Theme spacing constants so layouts stay on one grid."
}
